import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { completeCpf } from '@vetvoz/domain';
import { type App, type CreateAppOptions, createApp } from '../src/app.ts';
import { type AppConfigEnv, loadConfig } from '../src/config/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { createLogger } from '../src/logging/logger.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { createScratchDatabase } from './support/scratch-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'senha-segura-123';

export interface TestApp {
  config: AppConfigEnv;
  database: Database;
  /** The composed app: its event bus, job worker and transcriber. */
  parts: App;
  /** Every message the app sent (still delivered to SMTP or the outbox), oldest first. */
  sentMail: MailMessage[];
  request: (path: string, init?: RequestInit & { cookie?: string }) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped on close), so the same suite runs on both.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<
    CreateAppOptions,
    | 'transcriptionRetryPolicy'
    | 'generationPolicy'
    | 'jobPollMs'
    | 'transcriber'
    | 'liveSessionRecheckMs'
    | 'admission'
  > &
    Partial<Pick<CreateAppOptions, 'log'>> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-test-'));
  const serverDb = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'test')
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: serverDb?.url });
  const parts = createApp({
    config,
    database,
    ...options,
    // A busy test machine's event loop is not the app's overload: tests shed only when they sample.
    admission: options.admission ?? { sampleMs: 0, eventLoopDelayMs: () => 0, eventLoopUtilisation: () => 0 },
    log: options.log ?? createLogger('silent'),
  });
  const { app } = parts;
  await parts.worker.start();
  // Records what the app mails, so helpers can follow links (the verification e-mail) as a person would.
  const sentMail: MailMessage[] = [];
  const deliver = parts.mailer.send.bind(parts.mailer);
  parts.mailer.send = (message) => {
    sentMail.push(message);
    return deliver(message);
  };

  return {
    config,
    database,
    parts,
    sentMail,
    request: (urlPath, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
      if (typeof init.body === 'string' && !headers.has('content-type'))
        headers.set('content-type', 'application/json');
      if (init.cookie) headers.set('cookie', init.cookie);
      return Promise.resolve(app.request(urlPath, { ...init, headers }));
    },
    close: async () => {
      await parts.stop();
      await database.close();
      await serverDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'vet'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now()}.${emailCounter}@exemplo.com.br`;
}

/** A random CPF with valid check digits (never all-equal digits). */
export function randomCpf(): string {
  const firstNine = `${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
  return completeCpf(firstNine);
}

/** A complete, valid registration; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Helena',
    lastName: 'Prado',
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    cpf: randomCpf(),
    phone: '(11) 98765-4321',
    crmv: '12345/SP',
    role: 'veterinario',
    allowContact: false,
    acceptTerms: true,
    acceptPrivacy: true,
    ...overrides,
  };
}

/**
 * Creates an account through the real sign-up API and returns its session cookie. The account's
 * e-mail is confirmed by following the link of the verification e-mail, unless `verified: false`.
 */
export async function signUp(
  app: TestApp,
  {
    email = uniqueEmail(),
    verified = true,
    ...overrides
  }: { email?: string; verified?: boolean } & Record<string, unknown> = {},
): Promise<{ email: string; cookie: string }> {
  const response = await app.request('/api/accounts/sign-up', {
    method: 'POST',
    body: JSON.stringify(registration({ email, ...overrides })),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookie(response);
  if (verified) await confirmEmail(app, email, cookie);
  return { email, cookie };
}

/** The token of the newest verification e-mail sent to `email`. */
export function verificationToken(app: TestApp, email: string): string {
  const mail = app.sentMail
    .filter((message) => message.to.toLowerCase() === email.toLowerCase())
    .map((message) => message.text.match(/\/verificar-email\?token=(\S+)/)?.[1])
    .filter((token): token is string => Boolean(token))
    .at(-1);
  if (!mail) throw new Error(`no verification e-mail for ${email}`);
  return decodeURIComponent(mail);
}

/** Opens the verification link as the SPA's /verificar-email page does. */
export async function confirmEmail(app: TestApp, email: string, cookie?: string): Promise<Response> {
  const token = verificationToken(app, email);
  const response = await app.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { cookie });
  if (!response.ok) throw new Error(`verification failed: ${response.status} ${await response.text()}`);
  return response;
}

export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Response body for assertions; the assertions themselves check its shape. */
// biome-ignore lint/suspicious/noExplicitAny: test payloads are checked by the assertions that read them
export const body = (response: Response): Promise<any> => response.json();
