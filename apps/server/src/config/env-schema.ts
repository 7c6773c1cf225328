import { z } from 'zod';

/**
 * The environment variables the server reads (loadConfig in config.ts parses process.env with this
 * schema). Their names are a contract with every deployment (docs/operations.md): keep them.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  /** Sign-in attempts per client address per 15 minutes: raise it where many vets share one address. */
  SIGN_IN_LIMIT_PER_IP: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(30),
  ),
  /** Sign-ups per client address per hour: raise it where many clinics share one address (CGNAT). */
  SIGN_UP_LIMIT_PER_HOUR: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(100),
  ),
  /**
   * Jobs one process runs at once: document generations mostly wait on the text provider, so a remote
   * provider can take many (decision 029); the embedded model runs one generation at a time whatever this
   * says. The rest of the lanes keep other jobs (finalising, renewals, deliveries) moving meanwhile.
   */
  JOB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(256)),
  /**
   * Document generations one process runs at once, within JOB_CONCURRENCY: what the text provider allows
   * per node (its rate limits divided by the nodes). Its 429s and rate-limit headers pace the calls too.
   */
  TEXT_JOB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(200)),
  PUBLIC_URL: optionalUrl,
  /** Days a tutor's private link stays open (docs/decisions/038-tutor-pack-private-link.md). */
  TUTOR_LINK_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  /**
   * Follow-up reminders by WhatsApp go only through Meta's official WhatsApp Cloud API, with a message
   * template approved for the number (docs/decisions/044-follow-ups-and-reminders.md). Off unless the
   * token, the number's id and the template are all set; the tutor's page then offers WhatsApp.
   */
  WHATSAPP_REMINDERS_TOKEN: optionalString,
  WHATSAPP_REMINDERS_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_REMINDERS_TEMPLATE: optionalString,
  WHATSAPP_REMINDERS_API_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://graph.facebook.com/v21.0'),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
      .optional(),
  ),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  ),
  ADMIN_EMAILS: optionalString,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('VetVoz <nao-responda@vetvoz.com.br>')),
  AI_STT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'openai-compatible']).default('local')),
  AI_STT_BASE_URL: optionalUrl,
  AI_STT_API_KEY: optionalString,
  AI_STT_MODEL: optionalString,
  AI_TEXT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'openai-compatible', 'openai', 'anthropic', 'google']).default('local'),
  ),
  AI_TEXT_BASE_URL: optionalUrl,
  AI_TEXT_API_KEY: optionalString,
  AI_TEXT_MODEL: optionalString,
  LOCAL_MODELS_DIR: optionalString,
  /** The embedded text model: a GGUF path (relative to LOCAL_MODELS_DIR) or an http(s) URL; empty → default. */
  LOCAL_TEXT_MODEL: optionalString,
  /** CPU threads of the embedded text model; empty → every core (leave some for transcription if needed). */
  LOCAL_TEXT_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(256).optional()),
  /**
   * The anonymiser's second pass by the text model (decision 027): off by default — one more model call per
   * segment, while the vet waits for it; auto runs it with a remote provider, on with any.
   */
  ANONYMISER_MODEL_PASS: z.preprocess(emptyToUndefined, z.enum(['off', 'auto', 'on']).default('off')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API; a local stand-in in tests and development. */
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url().default('https://api.stripe.com')),
  STRIPE_LINK_MENSAL: optionalUrl,
  STRIPE_LINK_SEMESTRAL: optionalUrl,
  STRIPE_LINK_ANUAL: optionalUrl,
  /**
   * A plan's recurring price (price_…): with it, the server creates the Checkout Session itself and the
   * plan changes in place through the Customer Portal; without it, the plan's payment link is the fallback.
   */
  STRIPE_PRICE_MENSAL: optionalString,
  STRIPE_PRICE_SEMESTRAL: optionalString,
  STRIPE_PRICE_ANUAL: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: optionalString,
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('contato@vetvoz.com.br')),
  CONTACT_WHATSAPP: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\+?\d{10,15}$/, 'use só dígitos com DDI e DDD, por exemplo 5511912345678')
      .optional(),
  ),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  // Read only with TRUST_PROXY=true (checked in loadConfig).
  TRUSTED_PROXY_HOPS: optionalString,
  LOG_FILE: optionalString,
  /** Apply migrations at start (default); false when the deploy runs `npm run db:migrate` once. */
  MIGRATE_ON_START: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
});

export type Env = z.infer<typeof envSchema>;
