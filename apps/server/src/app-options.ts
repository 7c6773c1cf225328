import type { Hono } from 'hono';
import type { Auth } from './auth/auth.ts';
import type { AppConfigEnv } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { PdfRenderPoolOptions } from './documents/index.ts';
import type { EventBus } from './events/event-bus.ts';
import type { GenerationPolicy, TextModelResolver } from './generation/index.ts';
import type { AdmissionController, AdmissionOptions } from './http/admission/admission-controller.ts';
import type { AppEnv } from './http/context.ts';
import type { Lifecycle } from './http/lifecycle.ts';
import type { JobWorker } from './jobs/queue.ts';
import type { Logger } from './logging/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/storage.ts';
import type { RetryPolicy, Transcriber } from './transcription/index.ts';

/** What createApp (app.ts) takes and gives. */
export interface CreateAppOptions {
  config: AppConfigEnv;
  database: Database;
  log: Logger;
  /** Tests and benches shorten timeouts and backoff. */
  transcriptionRetryPolicy?: Partial<RetryPolicy>;
  /** Tests and benches shorten the text generation timeouts. */
  generationPolicy?: Partial<GenerationPolicy>;
  /** Replaces the configured speech-to-text provider (tests: the local one kept off the network). */
  transcriber?: Transcriber;
  jobPollMs?: number;
  /** How often open SSE streams re-check their session (default 30 s; tests shorten it). */
  liveSessionRecheckMs?: number;
  /** PDF worker threads and time limits (default: cores − 1 threads, 20 s per render). */
  pdfRendering?: PdfRenderPoolOptions;
  /** Load shedding's limits and lag signal (tests give a lag of their own and sample by hand). */
  admission?: AdmissionOptions;
}

export interface App {
  app: Hono<AppEnv>;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  events: EventBus;
  transcriber: Transcriber;
  /** The configured text model, resolved on first use. */
  textModel: TextModelResolver;
  /** The in-process job worker; main starts it, and scaled deployments may run it elsewhere. */
  worker: JobWorker;
  /** Where the process is in its life: main begins draining on SIGTERM (decision 031). */
  lifecycle: Lifecycle;
  /** Load shedding for segment uploads (decision 041). */
  admission: AdmissionController;
  /**
   * Stops the background transcriptions, the worker and the event listeners (before the database
   * closes). With `graceMs`, unfinished work is handed back after that long instead of awaited.
   */
  stop: (options?: { graceMs?: number }) => Promise<void>;
}
