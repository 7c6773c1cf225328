import {
  type ApiConsultationView,
  apiDocumentPdfContract,
  apiDocumentTextContract,
  type ConsultationTextTarget,
  type ConsultationView,
  createApiConsultationContract,
  formatConsultationText,
  generateApiDocumentsContract,
  getApiConsultationContract,
  getApiDocumentContract,
  listApiConsultationsContract,
  listApiDocumentsContract,
  putApiTranscriptContract,
  UNIT_API_KEY_EXTERNAL_ID_TAKEN_MESSAGE,
  UNIT_API_KEY_OTHER_UNIT_MESSAGE,
  uploadApiAudioContract,
} from '@vetvoz/domain';
import { and, desc, eq } from 'drizzle-orm';
import { apiKeyRoutes } from '../api-keys/routes.ts';
import { signedInUser } from '../auth/session.ts';
import type { AppConfigEnv } from '../config/config.ts';
import {
  acknowledgeSegment,
  BUSY_RETRY_AFTER_SECONDS,
  createConsultation,
  finishConsultation,
  getConsultation,
  type PipelineDeps,
  readAudio,
  readConsultation,
  readSegmentTarget,
  segmentBodyLimit,
  updateTranscript,
  visibleConsultations,
} from '../consultations/index.ts';
import { consultation } from '../db/schema/index.ts';
import {
  DOCUMENT_PDF_LIMIT,
  DOCUMENT_TEXT_LIMIT,
  findVisibleDocument,
  issuedPdfResponse,
  listDocuments,
  prepareIssue,
  renderIssuedText,
  requestDocuments,
  toDocumentRecord,
} from '../documents/index.ts';
import { AppError } from '../http/app-error.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit } from '../rate-limit/rate-limit.ts';
import { webhookRoutes } from '../webhooks/index.ts';
import { assertConsultationInReach, assertDocumentInReach, keyReach } from './key-reach.ts';

/** Consultations one lookup by externalId answers: a visit id is meant to be unique per vet. */
const LIST_LIMIT = 20;

/**
 * VetVoz's API for practice systems (packages/domain/src/contracts/api-v1.ts, docs/api.md): the app's own
 * services behind an API key, so quotas, anonymisation, grounding, authorship and errors are the app's.
 * The key's person is `signedInUser` here (api-keys/bearer.ts put it there, never from a cookie).
 */
export function apiV1Routes(
  deps: PipelineDeps,
  { publicUrl, authSecret: secret, webhooks }: Pick<AppConfigEnv, 'publicUrl' | 'authSecret' | 'webhooks'>,
) {
  const { db, events } = deps;
  const routes = contractRoutes();
  // The keys and webhook endpoints themselves are managed with the session (/api/api-keys, /api/webhook-endpoints).
  routes.route('/', apiKeyRoutes({ db, secret }));
  routes.route('/', webhookRoutes({ db, events, ...webhooks }));

  const withExternalId = async (view: ConsultationView): Promise<ApiConsultationView> => {
    const [row] = await db
      .select({ externalId: consultation.externalId })
      .from(consultation)
      .where(eq(consultation.id, view.id));
    return { ...view, externalId: row?.externalId ?? null };
  };

  routes.openapi(route(createApiConsultationContract), async (c) => {
    const { externalId, ...input } = c.req.valid('json');
    // A unit key creates in its unit only, counted in that unit's pool as a member's app consultation is.
    const unitId = c.get('apiKey')?.unitId;
    if (unitId && input.businessUnitId !== undefined && input.businessUnitId !== unitId)
      throw new AppError('FORBIDDEN', UNIT_API_KEY_OTHER_UNIT_MESSAGE, { field: 'businessUnitId' });
    const { view, created } = await createConsultation({
      db,
      user: signedInUser(c),
      input: unitId ? { ...input, businessUnitId: unitId } : input,
      transcriber: deps.transcriber,
      externalId,
    });
    // The same externalId may already name the creator's consultation elsewhere: never hand that over.
    if (unitId && view.businessUnitId !== unitId)
      throw new AppError('CONFLICT', UNIT_API_KEY_EXTERNAL_ID_TAKEN_MESSAGE, { field: 'externalId' });
    return c.json({ ...view, externalId: externalId ?? null }, created ? 201 : 200);
  });

  routes.openapi(route(listApiConsultationsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = signedInUser(c);
    const rows = await db
      .select({ id: consultation.id })
      .from(consultation)
      .where(
        and(
          eq(consultation.externalId, c.req.valid('query').externalId),
          visibleConsultations(user),
          keyReach(c.get('apiKey'), user),
        ),
      )
      .orderBy(desc(consultation.createdAt))
      .limit(LIST_LIMIT);
    const consultations = await Promise.all(
      rows.map(async ({ id }) => withExternalId(await getConsultation({ db, user, id }))),
    );
    return c.json({ consultations }, 200);
  });

  routes.openapi(route(getApiConsultationContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = signedInUser(c);
    const { id } = c.req.valid('param');
    await assertConsultationInReach(db, c.get('apiKey'), user, id);
    const { view, externalId } = await readConsultation({ db, user, id });
    const documents = await listDocuments({ db, user, consultationId: id });
    // What "Copiar para o sistema" copies in the app, for a system that pastes rather than maps fields.
    const text = (target: ConsultationTextTarget) =>
      formatConsultationText({
        target,
        animals: view.patients ?? [view.patient],
        documents,
        date: new Date(view.createdAt),
      });
    return c.json(
      { ...view, externalId, plainText: { soap: text('soap'), prontuario: text('prontuario') } },
      200,
    );
  });

  routes.openapi(route(putApiTranscriptContract), async (c) => {
    const { transcript, tutorName } = c.req.valid('json');
    const user = signedInUser(c);
    const { id } = c.req.valid('param');
    await assertConsultationInReach(db, c.get('apiKey'), user, id);
    const view = await updateTranscript({
      db,
      events,
      user,
      id,
      transcript,
      tutorName,
      nameKey: deps.nameKey,
      modelPass: deps.modelPass,
    });
    return c.json(await withExternalId(view), 200);
  });

  // A whole recording is the app's "send an audio file": one segment, then the recording's end.
  routes.openapi(route(uploadApiAudioContract, segmentBodyLimit), async (c) => {
    const user = signedInUser(c);
    const { id } = c.req.valid('param');
    // Before the body, as the app's upload: a stranger gets 404 without sending audio; the claim reuses it.
    const target = await readSegmentTarget(db, user, id, 0);
    await assertConsultationInReach(db, c.get('apiKey'), user, id);
    const { audio, tutorName } = await readAudio(c, 0);
    // A full node answers 503: the caller sends the recording again after this long.
    c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    await acknowledgeSegment({ deps, user, id, index: 0, audio, tutorName, target });
    c.header('Retry-After', undefined);
    const view = await finishConsultation({
      db,
      events,
      user,
      id,
      lastSegmentIndex: 0,
      durationSeconds: undefined,
    });
    return c.json(await withExternalId(view), 202);
  });

  routes.openapi(route(generateApiDocumentsContract), async (c) => {
    const user = signedInUser(c);
    const consultationId = c.req.valid('param').id;
    await assertConsultationInReach(db, c.get('apiKey'), user, consultationId);
    const documents = await requestDocuments({
      db,
      events,
      log: c.get('log'),
      user,
      consultationId,
      types: c.req.valid('json').types,
    });
    return c.json({ documents }, 202);
  });

  routes.openapi(route(listApiDocumentsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = signedInUser(c);
    const consultationId = c.req.valid('param').id;
    await assertConsultationInReach(db, c.get('apiKey'), user, consultationId);
    const documents = await listDocuments({ db, user, consultationId });
    return c.json({ documents }, 200);
  });

  routes.openapi(route(getApiDocumentContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = signedInUser(c);
    const { id } = c.req.valid('param');
    await assertDocumentInReach(db, c.get('apiKey'), user, id);
    const found = await findVisibleDocument(db, user, id);
    return c.json(toDocumentRecord(found.document), 200);
  });

  routes.openapi(route(apiDocumentTextContract), async (c) => {
    const user = signedInUser(c);
    // The person's budget, shared with the app: a key is not a way around it.
    await assertDocumentInReach(db, c.get('apiKey'), user, c.req.valid('param').id);
    await consumeRateLimit({ db, key: `document-text:user:${user.id}`, rule: DOCUMENT_TEXT_LIMIT });
    const prepared = await prepareIssue({
      db,
      user,
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ text: renderIssuedText(prepared), fileName: prepared.fileName }, 200);
  });

  routes.openapi(route(apiDocumentPdfContract), async (c) => {
    const user = signedInUser(c);
    await assertDocumentInReach(db, c.get('apiKey'), user, c.req.valid('param').id);
    await consumeRateLimit({ db, key: `document-pdf:user:${user.id}`, rule: DOCUMENT_PDF_LIMIT });
    const { body, headers } = await issuedPdfResponse({
      db,
      user,
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
      publicUrl,
    });
    return c.body(body, 200, headers);
  });

  return routes;
}
