import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TrustProxy } from '../http/client-ip.ts';
import { type Env, envSchema } from './env-schema.ts';

export type { Env } from './env-schema.ts';

// The only place that reads process.env (the variables: env-schema.ts and docs/operations.md). A missing or
// bad value stops the server with a message naming the variable.

const MAX_PROXY_HOPS = 10;

export interface WhatsappReminderConfig {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  template: string;
}

export interface AppConfigEnv {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Logs are appended to this file when set (e2e runs keep them for the log check); stdout otherwise. */
  logFile: string | undefined;
  port: number;
  host: string;
  publicUrl: string;
  /** Days a tutor's private link stays open (TUTOR_LINK_DAYS, default 30). */
  tutorLinkDays: number;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  /** What webhook deliveries need: the secret their signing secrets derive from, and the environment's rules. */
  webhooks: { serverSecret: string; production: boolean };
  adminEmails: ReadonlySet<string>;
  mail: { smtpUrl: string | undefined; from: string };
  stt: { provider: Env['AI_STT_PROVIDER']; baseUrl?: string; apiKey?: string; model?: string };
  text: {
    provider: Env['AI_TEXT_PROVIDER'];
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    /** With AI_TEXT_PROVIDER=local: the embedded model (decision 028). Tests never download it. */
    local?: { model?: string; modelsDir: string; allowDownload: boolean; threads?: number };
  };
  localModelsDir: string;
  /** ANONYMISER_MODEL_PASS. */
  anonymiserModelPass: 'off' | 'auto' | 'on';
  stripe: {
    secretKey?: string;
    webhookSecret?: string;
    apiBase: string;
    links: { mensal?: string; semestral?: string; anual?: string };
    prices: { mensal?: string; semestral?: string; anual?: string };
  };
  s3:
    | { endpoint?: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string }
    | undefined;
  contact: { email: string; whatsapp: string | null };
  /** Follow-up reminders by WhatsApp through the official Cloud API; null (off) unless configured. */
  whatsappReminders: WhatsappReminderConfig | null;
  /** Built SPA to serve; when it is missing the server says so on /. */
  webDistDir: string;
  /**
   * Behind reverse proxies (TRUST_PROXY=true): how many, so the client address is the entry of
   * X-Forwarded-For the outermost trusted proxy appended (TRUSTED_PROXY_HOPS); false otherwise.
   */
  trustProxy: TrustProxy;
  /** Sign-in attempts allowed per client address per 15 minutes (SIGN_IN_LIMIT_PER_IP). */
  signInLimitPerIp: number;
  /** Sign-ups allowed per client address per hour (SIGN_UP_LIMIT_PER_HOUR). */
  signUpLimitPerHour: number;
  /** Jobs this process runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
  /** Document generations this process runs at once, within jobConcurrency (TEXT_JOB_CONCURRENCY). */
  textJobConcurrency: number;
  /** MIGRATE_ON_START: false → the instance only checks that no migration is pending (db/migrations.ts). */
  migrateOnStart: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses and checks the environment. Throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfigEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  requireTogether(
    e,
    ['AI_STT_BASE_URL'],
    e.AI_STT_PROVIDER === 'openai-compatible',
    'AI_STT_PROVIDER=openai-compatible',
  );
  // Text models have no sensible default name across vendors; hosted vendors always need a key.
  requireTogether(
    e,
    ['AI_TEXT_BASE_URL', 'AI_TEXT_MODEL'],
    e.AI_TEXT_PROVIDER === 'openai-compatible',
    'AI_TEXT_PROVIDER=openai-compatible',
  );
  requireTogether(
    e,
    ['AI_TEXT_API_KEY', 'AI_TEXT_MODEL'],
    e.AI_TEXT_PROVIDER === 'openai' || e.AI_TEXT_PROVIDER === 'anthropic' || e.AI_TEXT_PROVIDER === 'google',
    `AI_TEXT_PROVIDER=${e.AI_TEXT_PROVIDER}`,
  );
  const s3Keys = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Configured = s3Keys.some((key) => e[key] !== undefined) || e.S3_ENDPOINT !== undefined;
  requireTogether(e, s3Keys, s3Configured, 'S3_*');

  if (isProduction) {
    // Without SMTP_URL mail would go to .eml files in DATA_DIR/outbox while the vet is told it was sent.
    const missing = [
      !e.AUTH_SECRET && '  AUTH_SECRET: obrigatório em produção (32+ caracteres)',
      !e.SMTP_URL &&
        '  SMTP_URL: obrigatório em produção (smtp:// ou smtps://); sem ele os e-mails não seriam enviados',
    ].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Configuração inválida:\n${missing.join('\n')}`);
  }
  const authSecret = e.AUTH_SECRET ?? readOrCreateDevSecret(dataDir);
  const trustProxy = e.TRUST_PROXY === 'true' ? parseProxyHops(e.TRUSTED_PROXY_HOPS) : false;

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE === undefined ? undefined : path.resolve(e.LOG_FILE),
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    tutorLinkDays: e.TUTOR_LINK_DAYS,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    signInLimitPerIp: e.SIGN_IN_LIMIT_PER_IP,
    signUpLimitPerHour: e.SIGN_UP_LIMIT_PER_HOUR,
    jobConcurrency: e.JOB_CONCURRENCY,
    textJobConcurrency: e.TEXT_JOB_CONCURRENCY,
    authSecret,
    webhooks: { serverSecret: authSecret, production: isProduction },
    adminEmails: new Set(
      (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    stt: {
      provider: e.AI_STT_PROVIDER,
      baseUrl: e.AI_STT_BASE_URL,
      apiKey: e.AI_STT_API_KEY,
      model: e.AI_STT_MODEL,
    },
    text: {
      provider: e.AI_TEXT_PROVIDER,
      baseUrl: e.AI_TEXT_BASE_URL,
      apiKey: e.AI_TEXT_API_KEY,
      model: e.AI_TEXT_MODEL,
      local:
        e.AI_TEXT_PROVIDER === 'local'
          ? {
              model: e.LOCAL_TEXT_MODEL,
              modelsDir: path.resolve(e.LOCAL_MODELS_DIR ?? path.join(dataDir, 'models')),
              allowDownload: e.NODE_ENV !== 'test',
              threads: e.LOCAL_TEXT_THREADS,
            }
          : undefined,
    },
    localModelsDir: path.resolve(e.LOCAL_MODELS_DIR ?? path.join(dataDir, 'models')),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
      links: { mensal: e.STRIPE_LINK_MENSAL, semestral: e.STRIPE_LINK_SEMESTRAL, anual: e.STRIPE_LINK_ANUAL },
      prices: {
        mensal: e.STRIPE_PRICE_MENSAL,
        semestral: e.STRIPE_PRICE_SEMESTRAL,
        anual: e.STRIPE_PRICE_ANUAL,
      },
    },
    s3: s3Configured
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET as string,
          accessKeyId: e.S3_ACCESS_KEY_ID as string,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
          region: e.S3_REGION ?? 'us-east-1',
        }
      : undefined,
    whatsappReminders:
      e.WHATSAPP_REMINDERS_TOKEN && e.WHATSAPP_REMINDERS_PHONE_NUMBER_ID && e.WHATSAPP_REMINDERS_TEMPLATE
        ? {
            apiUrl: e.WHATSAPP_REMINDERS_API_URL.replace(/\/$/, ''),
            token: e.WHATSAPP_REMINDERS_TOKEN,
            phoneNumberId: e.WHATSAPP_REMINDERS_PHONE_NUMBER_ID,
            template: e.WHATSAPP_REMINDERS_TEMPLATE,
          }
        : null,
    contact: { email: e.CONTACT_EMAIL, whatsapp: e.CONTACT_WHATSAPP?.replace(/\D/g, '') ?? null },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir()),
    trustProxy,
    anonymiserModelPass: e.ANONYMISER_MODEL_PASS,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
  };
}

function parseProxyHops(value: string | undefined): number {
  if (value === undefined) return 1;
  const hops = Number(value);
  if (!/^\d+$/.test(value.trim()) || hops < 1 || hops > MAX_PROXY_HOPS) {
    throw new ConfigError(
      `Configuração inválida:\n  TRUSTED_PROXY_HOPS: use um número inteiro de 1 a ${MAX_PROXY_HOPS} (quantos proxies de confiança ficam na frente do VetVoz)`,
    );
  }
  return hops;
}

function requireTogether(env: Env, keys: readonly (keyof Env)[], when: boolean, because: string): void {
  if (!when) return;
  const missing = keys.filter((key) => env[key] === undefined);
  if (missing.length > 0) {
    const lines = missing.map((key) => `  ${key}: obrigatório quando ${because} está definido`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
}

/** Dev convenience: a random secret kept in DATA_DIR so sessions survive restarts. Never used in production. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function defaultWebDistDir(): string {
  return path.resolve(import.meta.dirname, '../../../web/dist');
}
