import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './accounts/index.ts';
import { adminRoutes } from './admin/index.ts';
import { analyticsRoutes } from './analytics/index.ts';
import { apiKeyAuthentication } from './api-keys/bearer.ts';
import { apiV1Routes } from './api-v1/index.ts';
import { appConfigRoutes, maintenanceGate } from './app-config/index.ts';
import { APP_JOBS, queueRecurringJobs } from './app-jobs.ts';
import { createAuth, trustedOrigins } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import { loadSession } from './auth/session.ts';
import { billingRoutes, createStripeClient } from './billing/index.ts';
import {
  businessUnitRoutes,
  inAppInvitationNotice,
  invitationLinkRoutes,
  unitApiKeyRoutes,
} from './business-units/index.ts';
import {
  consultationRoutes,
  createBackgroundTranscriptions,
  createSegmentUploadBudget,
  isAudioUpload,
} from './consultations/index.ts';
import { closePdfRendering, configurePdfRendering, documentRoutes, jobLanesOf } from './documents/index.ts';
import { createEventBus } from './events/event-bus.ts';
import { liveSessionCheck } from './events/live-stream.ts';
import { followUpRoutes } from './follow-ups/index.ts';
import { createTextModelResolver } from './generation/index.ts';
import { healthRoutes } from './health/index.ts';
import { historyRoutes } from './history/index.ts';
import { createAdmissionController, logAdmissionChange } from './http/admission/admission-controller.ts';
import { admitSegmentUploads } from './http/admission/admission-gate.ts';
import { AppError } from './http/app-error.ts';
import type { AppEnv } from './http/context.ts';
import { contractRoutes } from './http/contract.ts';
import { handleError } from './http/error-handler.ts';
import { createLifecycle, refuseWhileDraining } from './http/lifecycle.ts';
import { openApiRoutes } from './http/openapi.ts';
import { ALLOWED_METHODS, requireOwnOrigin } from './http/origin-check.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { spaRoutes } from './http/spa.ts';
import { refuseUnsafeText } from './http/validate.ts';
import { createJobWorker } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { notificationRoutes } from './notifications/index.ts';
import {
  eraseUserData,
  PROFILE_PHOTO_PATH,
  profileRoutes,
  stopBillingBeforeErasure,
} from './profile/index.ts';
import { ensureDefaultPrompts, promptRoutes } from './prompts/index.ts';
import { flushProviderCalls } from './provider-calls/index.ts';
import { setRateLimitSecret } from './rate-limit/rate-limit.ts';
import { siteRoutes } from './site/index.ts';
import { createFileStorage } from './storage/create-storage.ts';
import { DEFAULT_RETRY_POLICY, resolveTranscriber } from './transcription/index.ts';
import { linkApiRoutes, linkPages } from './tutor-links/index.ts';
import { createWebhookSender, withWebhookSender } from './webhooks/index.ts';

/** The version the OpenAPI document states. */
const API_VERSION = '0.1.0';
/** JSON bodies of the API; routes that take files set their own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Upload routes with a limit of their own. */
const UPLOAD_PATHS = new Set([PROFILE_PHOTO_PATH]);

import type { App, CreateAppOptions } from './app-options.ts';

export type { App, CreateAppOptions };

export function createApp({
  config,
  database,
  log,
  transcriptionRetryPolicy,
  generationPolicy,
  jobPollMs,
  liveSessionRecheckMs,
  transcriber: transcriberOverride,
  pdfRendering,
  admission: admissionOptions,
}: CreateAppOptions): App {
  if (pdfRendering) void configurePdfRendering(pdfRendering);
  const { db } = database;
  // Rate-limit keys (client addresses, e-mails) are stored as HMACs with the auth secret.
  setRateLimitSecret(db, config.authSecret);
  const events = createEventBus({ database, log });
  const transcriber =
    transcriberOverride ?? resolveTranscriber(config.stt, { modelsDir: config.localModelsDir, log });
  const textModel = createTextModelResolver(config.text, { log });
  // The default prompts, seeded at start (idempotent; every process may do it). Reads seed them too if this failed.
  const promptSeed = ensureDefaultPrompts({ db }).catch((error: unknown) =>
    log.error({ err: error }, 'seeding the default prompts failed'),
  );
  const lifecycle = createLifecycle();
  const pipeline = {
    db,
    events,
    log,
    transcriber,
    retryPolicy: { ...DEFAULT_RETRY_POLICY, ...transcriptionRetryPolicy },
    nameKey: config.authSecret,
    modelPass: { setting: config.anonymiserModelPass, textModel, log },
    background: createBackgroundTranscriptions({ db, log }),
    uploads: createSegmentUploadBudget(db),
  };
  const admission = createAdmissionController({
    pendingTranscriptions: () => pipeline.background.size,
    onChange: logAdmissionChange(log),
    ...admissionOptions,
  });
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const jobWorker = createJobWorker({
    db,
    events,
    log,
    pollMs: jobPollMs,
    ...jobLanesOf(config),
    jobs: APP_JOBS,
    context: {
      db,
      events,
      log,
      textModel,
      policy: generationPolicy,
      mailer,
      whatsapp: config.whatsappReminders,
      // Webhooks: plain http and the loopback only outside production (docs/security.md).
      webhooks: config.webhooks,
    },
  });
  // Webhook deliveries are claimed in batches beside the jobs, and start and stop with them (decision 054).
  const worker = withWebhookSender(
    jobWorker,
    createWebhookSender({ db, events, log, webhooks: config.webhooks, pollMs: jobPollMs }),
  );
  const recurringJobs = queueRecurringJobs({ db, events, log });
  const storage = createFileStorage(config);
  const stripe = createStripeClient(config.stripe);
  const auth = createAuth({
    config,
    db,
    log,
    mailer,
    // Billing stops at Stripe first: if it cannot, nothing is erased and the vet can try again.
    beforeDeleteUser: async (userId) => {
      await stopBillingBeforeErasure({ db, stripe, userId, log });
      await eraseUserData({ db, storage, userId });
    },
  });
  const app = new Hono<AppEnv>();

  app.onError(handleError);
  app.use('*', requestContext(log));
  app.use('*', securityHeaders({ isProduction: config.isProduction }));
  app.use('/api/*', refuseWhileDraining(lifecycle));

  // Routes registered from their contracts add themselves to the OpenAPI document (decision 020).
  const api = contractRoutes();
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  api.use('*', (c, next) =>
    UPLOAD_PATHS.has(c.req.path) || isAudioUpload(c.req.path) ? next() : jsonLimit(c, next),
  );
  // Writes must come from our own pages (PUBLIC_URL), JSON included; better-auth checks its routes again.
  api.use('*', requireOwnOrigin(trustedOrigins(config)));
  // Past capacity, new segments are refused before they cost a session read (decision 041).
  api.use(
    '*',
    admitSegmentUploads(admission, (path, method) => method === 'POST' && isAudioUpload(path)),
  );
  api.use('*', loadSession(auth, config));
  // /api/v1 is called with an API key only: the cookie's user is dropped there (api-keys/bearer.ts).
  api.use('/v1/*', apiKeyAuthentication({ db, secret: config.authSecret }));
  api.use('*', liveSessionCheck(auth, { everyMs: liveSessionRecheckMs }));
  // Maintenance is enforced here, not only shown by the browser: non-admins change nothing meanwhile.
  api.use('*', maintenanceGate(db));
  // better-auth's endpoints have no domain schema: NUL, bidi overrides or megabyte strings stop here.
  api.use('/auth/*', refuseUnsafeText());
  api.route('/', healthRoutes(database, { isProduction: config.isProduction }));
  api.route(
    '/',
    authRoutes({ auth, db, trustProxy: config.trustProxy, signInLimitPerIp: config.signInLimitPerIp }),
  );
  api.route(
    '/',
    accountRoutes({
      auth,
      db,
      trustProxy: config.trustProxy,
      trialSecret: config.authSecret,
      signUpLimitPerHour: config.signUpLimitPerHour,
    }),
  );
  api.route('/', billingRoutes({ db, stripe, config, log, events }));
  api.route('/', profileRoutes({ db, config, storage }));
  api.route('/', appConfigRoutes(db));
  api.route('/', siteRoutes(config));
  api.route('/', consultationRoutes(pipeline));
  api.route('/', documentRoutes({ db, events, mailer, publicUrl: config.publicUrl }));
  api.route('/', historyRoutes({ db }));
  api.route(
    '/',
    followUpRoutes({ db, trustProxy: config.trustProxy, whatsappEnabled: !!config.whatsappReminders }),
  );
  api.route('/', linkApiRoutes({ db, config }));
  api.route('/', promptRoutes({ db, textModel, generationPolicy }));
  api.route('/', notificationRoutes({ db, events }));
  api.route(
    '/',
    businessUnitRoutes({
      db,
      events,
      mailer,
      log,
      publicUrl: config.publicUrl,
      notifyInvited: inAppInvitationNotice({ db, events }),
    }),
  );
  api.route('/', unitApiKeyRoutes({ db, secret: config.authSecret }));
  api.route('/', invitationLinkRoutes({ db, trustProxy: config.trustProxy }));
  api.route('/', adminRoutes({ db, auth, transcriber, textModel }));
  api.route('/', apiV1Routes(pipeline, config));
  api.route('/', analyticsRoutes({ db, secret: config.authSecret, trustProxy: config.trustProxy }));
  api.route('/', openApiRoutes(api, { version: API_VERSION, isProduction: config.isProduction }));
  // A preflight learns the methods and nothing else: no CORS grant, so other sites' pages cannot call.
  api.options('*', (c) => c.body(null, 204, { Allow: ALLOWED_METHODS }));
  api.all('*', () => {
    throw new AppError('NOT_FOUND');
  });

  app.route('/api', api);
  app.route('/', linkPages({ db, config }));
  app.route('/', spaRoutes(config.webDistDir));
  const stop = async ({ graceMs }: { graceMs?: number } = {}) => {
    await promptSeed;
    await recurringJobs;
    const [leftSegments, handedBackJobs] = await Promise.all([
      pipeline.background.drain(graceMs ?? Number.POSITIVE_INFINITY),
      worker.stop({ graceMs }),
    ]);
    if (leftSegments > 0 || handedBackJobs > 0)
      log.info({ leftSegments, handedBackJobs }, 'unfinished work left to other processes');
    admission.stop();
    // The provider calls still buffered (the drained work's included) are written before the database closes.
    await flushProviderCalls(db);
    await events.close();
    await closePdfRendering();
  };
  return { app, auth, mailer, storage, events, transcriber, textModel, worker, lifecycle, admission, stop };
}
