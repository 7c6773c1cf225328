import {
  DOCUMENT_EMAIL_SENT_MESSAGE,
  DOCUMENT_TYPE_LABELS,
  type DocumentStreamEvent,
  type DocumentTextResponse,
  emailDocumentSchema,
  generateDocumentsSchema,
  issueDocumentSchema,
  updateDocumentSchema,
} from '@vetvoz/domain';
import { type Context, Hono } from 'hono';
import { requireUser, type SessionUser } from '../auth/session.ts';
import { findVisibleConsultation } from '../consultations/find-visible-consultation.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { liveStream, type SendLiveEvent } from '../events/live-stream.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readJson } from '../http/validate.ts';
import type { Mailer } from '../mail/mailer.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { prepareIssue, renderIssuedPdf, renderIssuedText } from './delivery.ts';
import { toDocumentRecord } from './records.ts';
import {
  findVisibleDocument,
  listDocuments,
  requestDocuments,
  restoreDocument,
  retryDocument,
  updateDocument,
} from './service.ts';

export const DOCUMENT_EMAIL_NEEDS_VERIFIED_MESSAGE =
  'Confirme seu e-mail antes de enviar documentos por e-mail.';
/** E-mails to tutors a vet may send: plenty for a clinic day, too few for spam. */
export const DOCUMENT_EMAIL_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };
/** PDFs a vet may issue: one a minute on average over a busy hour, far fewer than a script would want. */
export const DOCUMENT_PDF_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 10 * 60 };
/** Texts to copy or share are cheap to make: twice the PDFs. */
export const DOCUMENT_TEXT_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 10 * 60 };

function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** RFC 6266 file name: ASCII fallback plus the UTF-8 form (the name is ASCII already, by pdfFileName). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function documentRoutes({ db, events, mailer }: { db: Db; events: EventBus; mailer: Mailer }) {
  const routes = new Hono<AppEnv>();
  routes.use('/consultations/:id/documents', requireUser);
  routes.use('/consultations/:id/documents/*', requireUser);
  routes.use('/documents/*', requireUser);

  routes.get('/consultations/:id/documents', async (c) => {
    c.header('Cache-Control', 'no-store');
    const documents = await listDocuments({ db, user: currentUser(c), consultationId: c.req.param('id') });
    return c.json({ documents });
  });

  routes.post('/consultations/:id/documents', async (c) => {
    const input = await readJson(c, generateDocumentsSchema);
    const documents = await requestDocuments({
      db,
      events,
      user: currentUser(c),
      consultationId: c.req.param('id'),
      types: input.types,
    });
    return c.json({ documents }, 202);
  });

  /** Live documents: a snapshot, then each changed document (partial content while it streams). */
  routes.get('/consultations/:id/documents/events', async (c) => {
    const user = currentUser(c);
    const consultation = await findVisibleConsultation(db, user, c.req.param('id'));
    return liveStream(c, {
      events,
      channel: 'documents',
      accept: (event) => (event.consultationId === consultation.id ? event.documentId : undefined),
      snapshot: async (send: SendLiveEvent<DocumentStreamEvent>) => {
        const documents = await listDocuments({ db, user, consultationId: consultation.id });
        await send({ event: 'snapshot', data: { documents } });
      },
      // Several quick changes of one document collapse into one read of its latest state.
      deliver: async (documentIds, send) => {
        for (const id of new Set(documentIds)) {
          const found = await findVisibleDocument(db, user, id).catch(() => undefined);
          if (!found) continue;
          await send({ event: 'document', data: { document: toDocumentRecord(found.document) } });
        }
        return true;
      },
    });
  });

  routes.get('/documents/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const found = await findVisibleDocument(db, currentUser(c), c.req.param('id'));
    return c.json(toDocumentRecord(found.document));
  });

  routes.patch('/documents/:id', async (c) => {
    const input = await readJson(c, updateDocumentSchema);
    return c.json(
      await updateDocument({
        db,
        events,
        user: currentUser(c),
        id: c.req.param('id'),
        content: input.content,
      }),
    );
  });

  routes.post('/documents/:id/restore', async (c) =>
    c.json(await restoreDocument({ db, events, user: currentUser(c), id: c.req.param('id') })),
  );

  routes.post('/documents/:id/retry', async (c) =>
    c.json(await retryDocument({ db, events, user: currentUser(c), id: c.req.param('id') }), 202),
  );

  routes.post('/documents/:id/pdf', async (c) => {
    const user = currentUser(c);
    await consumeRateLimit({ db, key: `document-pdf:user:${user.id}`, rule: DOCUMENT_PDF_LIMIT });
    const input = await readJson(c, issueDocumentSchema);
    const prepared = await prepareIssue({ db, user, id: c.req.param('id'), input });
    const pdf = await renderIssuedPdf(prepared);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(prepared.fileName),
      'Cache-Control': 'no-store',
    });
  });

  routes.post('/documents/:id/text', async (c) => {
    const user = currentUser(c);
    await consumeRateLimit({ db, key: `document-text:user:${user.id}`, rule: DOCUMENT_TEXT_LIMIT });
    const input = await readJson(c, issueDocumentSchema);
    const prepared = await prepareIssue({ db, user, id: c.req.param('id'), input });
    c.header('Cache-Control', 'no-store');
    return c.json({
      text: renderIssuedText(prepared),
      fileName: prepared.fileName,
    } satisfies DocumentTextResponse);
  });

  /** To the tutor with the PDF attached. The address is used for this message only: not stored, not logged. */
  routes.post('/documents/:id/email', async (c) => {
    const user = currentUser(c);
    // Free accounts must not relay mail from VetVoz's address before proving they own theirs (decision 014).
    if (!user.emailVerified) throw new AppError('FORBIDDEN', DOCUMENT_EMAIL_NEEDS_VERIFIED_MESSAGE);
    const input = await readJson(c, emailDocumentSchema);
    await consumeRateLimit({ db, key: `document-email:user:${user.id}`, rule: DOCUMENT_EMAIL_LIMIT });
    const prepared = await prepareIssue({ db, user, id: c.req.param('id'), input });
    const pdf = await renderIssuedPdf(prepared);
    const label = DOCUMENT_TYPE_LABELS[prepared.type];
    const intro = input.message?.trim()
      ? `${input.message.trim()}\n\n`
      : `Olá! Segue ${label.toLowerCase()} de ${prepared.patient.name}, em anexo (PDF).\n\n`;
    await mailer.send({
      to: input.to,
      subject: `${label} — ${prepared.patient.name}`,
      text: `${intro}${renderIssuedText(prepared)}\n\n${prepared.issuer.name}`,
      attachments: [{ filename: prepared.fileName, content: pdf, contentType: 'application/pdf' }],
    });
    return c.json({ message: DOCUMENT_EMAIL_SENT_MESSAGE });
  });

  return routes;
}
