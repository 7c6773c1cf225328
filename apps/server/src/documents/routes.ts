import {
  DOCUMENT_EMAIL_SENT_MESSAGE,
  DOCUMENTS_EMAIL_SENT_MESSAGE,
  documentEventsContract,
  documentPdfContract,
  documentTextContract,
  emailAllDocumentsContract,
  emailDocumentContract,
  generateDocumentsContract,
  getDocumentContract,
  listDocumentsContract,
  restoreDocumentContract,
  retryDocumentContract,
  setPatientWeightContract,
  updateDocumentContract,
} from '@vetvoz/domain';
import type { MiddlewareHandler } from 'hono';
import { signedInUser } from '../auth/session.ts';
import { findVisibleConsultation } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { contractRoutes, route } from '../http/contract.ts';
import type { Mailer } from '../mail/mailer.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { prepareIssue, renderIssuedText } from './delivery.ts';
import { streamDocumentEvents } from './document-stream.ts';
import { emailAllDocuments, emailDocument } from './email-delivery.ts';
import { issuedPdfResponse } from './issued-pdf-response.ts';
import { toDocumentRecord } from './records.ts';
import {
  findVisibleDocument,
  listDocuments,
  requestDocuments,
  restoreDocument,
  retryDocument,
  updateDocument,
} from './service.ts';
import { setPatientWeight } from './set-patient-weight.ts';

export const DOCUMENT_EMAIL_NEEDS_VERIFIED_MESSAGE =
  'Confirme seu e-mail antes de enviar documentos por e-mail.';
/** E-mails to tutors a vet may send: plenty for a clinic day, too few for spam. */
export const DOCUMENT_EMAIL_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };
/** PDFs a vet may issue: one a minute on average over a busy hour, far fewer than a script would want. */
export const DOCUMENT_PDF_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 10 * 60 };
/** Texts to copy or share are cheap to make: twice the PDFs. */
export const DOCUMENT_TEXT_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 10 * 60 };

/** Counts the request against the user's limit before its body is read: a refused body counts too. */
function limitPerUser(db: Db, name: string, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await consumeRateLimit({ db, key: `${name}:user:${signedInUser(c).id}`, rule });
    await next();
  };
}

/** Free accounts must not relay mail from VetVoz's address before proving they own theirs (decision 014). */
const requireVerifiedEmail: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!signedInUser(c).emailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', DOCUMENT_EMAIL_NEEDS_VERIFIED_MESSAGE);
  await next();
};

/** The document routes, from their contracts (packages/domain/src/contracts/documents.ts). */
export function documentRoutes({
  db,
  events,
  mailer,
  publicUrl,
}: {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
}) {
  const routes = contractRoutes();

  routes.openapi(route(listDocumentsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const consultationId = c.req.valid('param').id;
    const documents = await listDocuments({ db, user: signedInUser(c), consultationId });
    return c.json({ documents }, 200);
  });

  routes.openapi(route(setPatientWeightContract), async (c) => {
    const documents = await setPatientWeight({
      db,
      events,
      user: signedInUser(c),
      id: c.req.valid('param').id,
      weightKg: c.req.valid('json').weightKg,
    });
    return c.json({ documents }, 200);
  });

  routes.openapi(route(generateDocumentsContract), async (c) => {
    const documents = await requestDocuments({
      db,
      events,
      log: c.get('log'),
      user: signedInUser(c),
      consultationId: c.req.valid('param').id,
      types: c.req.valid('json').types,
    });
    return c.json({ documents }, 202);
  });

  /** Live documents: a snapshot, then patches of the content while it generates and each changed document. */
  routes.openapi(route(documentEventsContract), async (c) => {
    const user = signedInUser(c);
    const consultation = await findVisibleConsultation(db, user, c.req.valid('param').id);
    return streamDocumentEvents(c, { db, events, user, consultationId: consultation.id });
  });

  routes.openapi(route(getDocumentContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const found = await findVisibleDocument(db, signedInUser(c), c.req.valid('param').id);
    return c.json(toDocumentRecord(found.document), 200);
  });

  routes.openapi(route(updateDocumentContract), async (c) => {
    const document = await updateDocument({
      db,
      events,
      user: signedInUser(c),
      id: c.req.valid('param').id,
      content: c.req.valid('json').content,
    });
    return c.json(document, 200);
  });

  routes.openapi(route(restoreDocumentContract), async (c) => {
    const document = await restoreDocument({
      db,
      events,
      user: signedInUser(c),
      id: c.req.valid('param').id,
    });
    return c.json(document, 200);
  });

  routes.openapi(route(retryDocumentContract), async (c) => {
    const document = await retryDocument({
      db,
      events,
      log: c.get('log'),
      user: signedInUser(c),
      id: c.req.valid('param').id,
    });
    return c.json(document, 202);
  });

  routes.openapi(
    route(documentPdfContract, limitPerUser(db, 'document-pdf', DOCUMENT_PDF_LIMIT)),
    async (c) => {
      const { body, headers } = await issuedPdfResponse({
        db,
        user: signedInUser(c),
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
        publicUrl,
      });
      return c.body(body, 200, headers);
    },
  );

  routes.openapi(
    route(documentTextContract, limitPerUser(db, 'document-text', DOCUMENT_TEXT_LIMIT)),
    async (c) => {
      const prepared = await prepareIssue({
        db,
        user: signedInUser(c),
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ text: renderIssuedText(prepared), fileName: prepared.fileName }, 200);
    },
  );

  /** To the tutor with the PDF attached. The address is used for this message only: not stored, not logged. */
  routes.openapi(route(emailDocumentContract, requireVerifiedEmail), async (c) => {
    const user = signedInUser(c);
    await consumeRateLimit({ db, key: `document-email:user:${user.id}`, rule: DOCUMENT_EMAIL_LIMIT });
    await emailDocument({
      db,
      mailer,
      user,
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
      publicUrl,
    });
    return c.json({ message: DOCUMENT_EMAIL_SENT_MESSAGE }, 200);
  });

  /** Every ready document in one message; counted like one e-mail, against the same limit. */
  routes.openapi(route(emailAllDocumentsContract, requireVerifiedEmail), async (c) => {
    const user = signedInUser(c);
    await consumeRateLimit({ db, key: `document-email:user:${user.id}`, rule: DOCUMENT_EMAIL_LIMIT });
    const consultationId = c.req.valid('param').id;
    const result = await emailAllDocuments({
      db,
      mailer,
      user,
      consultationId,
      input: c.req.valid('json'),
      publicUrl,
    });
    return c.json({ message: DOCUMENTS_EMAIL_SENT_MESSAGE, ...result }, 200);
  });

  return routes;
}
