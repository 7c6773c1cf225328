import { z } from 'zod';
import { DOCUMENT_TYPES } from './documents/document-types.ts';
import { emptyAsAbsent, pagedListQuerySchema, pagedListSchema } from './paged-list.ts';
import { PLANS } from './plans.ts';
import { singleLineText } from './text.ts';

/**
 * The admin area (/admin): one request per section, site admins only. Site admins see
 * aggregates and accounts, never clinical content; a CPF only masked. Routes in contracts/admin.ts.
 */

/** The calendar the per-day figures use: where the clinics are. */
export const ADMIN_TIME_ZONE = 'America/Sao_Paulo';
/** Days of the overview chart and of the default page-views window. */
export const ADMIN_CHART_DAYS = 30;
export const ADMIN_PAGE_VIEW_MAX_DAYS = 90;
/** The window of the AI provider figures. */
export const AI_PROVIDER_WINDOW_HOURS = 24;
/** The window of the audio-seconds meter, and how many owners it lists. */
export const AUDIO_METER_DAYS = 30;
export const AUDIO_METER_TOP_OWNERS = 10;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_MAX_SEARCH_CHARS = 100;
export const MAX_BAN_REASON_CHARS = 500;

/** A searchable, numbered list (users, business units, audit log): `q` matches names and e-mails. */
export const adminListQuerySchema = pagedListQuerySchema({
  search: singleLineText()
    .max(ADMIN_MAX_SEARCH_CHARS, `A busca pode ter no máximo ${ADMIN_MAX_SEARCH_CHARS} caracteres.`)
    .optional(),
  defaultPageSize: ADMIN_DEFAULT_PAGE_SIZE,
  maxPageSize: ADMIN_MAX_PAGE_SIZE,
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** A calendar day of São Paulo, yyyy-mm-dd. */
const daySchema = z.string().meta({ description: 'Dia (aaaa-mm-dd) no fuso de São Paulo.' });

// ——— Overview ———

export const adminOverviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    /** Accounts created in the last 7 days. */
    newThisWeek: z.number().int(),
  }),
  /** The last ADMIN_CHART_DAYS days, oldest first, today included; days without any are zeros. */
  daily: z.array(z.object({ day: daySchema, consultations: z.number().int(), documents: z.number().int() })),
  /** Documents created in the same 30 days, every type listed. */
  documentsByType: z.array(z.object({ type: z.enum(DOCUMENT_TYPES), count: z.number().int() })),
  /** Subscriptions active now (trialing, active, or past due in grace), by plan; every plan listed. */
  activeSubscriptions: z.array(z.object({ plan: z.enum(PLANS), count: z.number().int() })),
  /** Monthly recurring revenue in centavos (BRL): each active paid subscription at its plan's monthly price. */
  monthlyRecurringRevenueCents: z.number().int(),
  /** Owners who had a trial, and how many of them ever got a paid subscription. */
  trialConversion: z.object({
    trials: z.number().int(),
    converted: z.number().int(),
    /** converted / trials, 0 when there were no trials. */
    rate: z.number(),
  }),
  generatedAt: z.string(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ——— Users ———

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** "***.456.789-**"; null when the account has none. */
  cpfMasked: z.string().nullable(),
  plan: z.enum(PLANS),
  /** Consultations counted in the current period of the user's own subscription, and its limit. */
  usage: z.object({ used: z.number().int(), limit: z.number().int() }),
  emailVerified: z.boolean(),
  isSiteAdmin: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pagedListSchema('users', adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador do usuário.' }),
});

/** Ban and unban both say why: the reason goes to the audit log (and, for a ban, to the account). */
export const adminBanInputSchema = z.object({
  reason: singleLineText('Informe o motivo.')
    .min(1, 'Informe o motivo.')
    .max(MAX_BAN_REASON_CHARS, `O motivo pode ter no máximo ${MAX_BAN_REASON_CHARS} caracteres.`),
});
export type AdminBanInput = z.input<typeof adminBanInputSchema>;

// ——— Counted consultations (support gives one back) ———

/** Counted consultations listed per person, newest first. */
export const ADMIN_COUNTED_CONSULTATIONS_LIMIT = 50;

/**
 * One consultation counted against a quota (docs/decisions/032-consultation-counting-and-trial-rule.md), as
 * support sees it: when, where it counted and what went wrong — never its clinical content.
 */
export const adminCountedConsultationSchema = z.object({
  /** The usage row's id: what a give-back names. */
  id: z.number().int(),
  countedAt: z.string(),
  /** The unit whose pool it counts in; null for a personal one. */
  unitName: z.string().nullable(),
  /** The vet deleted it (it still counts). */
  consultationDeleted: z.boolean(),
  segmentsFailed: z.number().int(),
  documentsFailed: z.number().int(),
  documentsReady: z.number().int(),
  audioSeconds: z.number(),
  /** When support gave it back; null while it counts. */
  givenBackAt: z.string().nullable(),
});
export type AdminCountedConsultation = z.infer<typeof adminCountedConsultationSchema>;

export const adminCountedConsultationsSchema = z.object({
  consultations: z.array(adminCountedConsultationSchema),
});
export type AdminCountedConsultations = z.infer<typeof adminCountedConsultationsSchema>;

export const adminCountedConsultationParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Consulta contada inválida.')
    .meta({ description: 'Identificador da consulta contada (número).' }),
});

/** Giving one back says why: the reason goes to the audit log. */
export const adminGiveBackInputSchema = adminBanInputSchema;
export type AdminGiveBackInput = z.input<typeof adminGiveBackInputSchema>;

// ——— Business units ———

export const adminBusinessUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Active members (the owner included). */
  membersCount: z.number().int(),
  plan: z.enum(PLANS),
  /** Consultations counted in the unit's current period, and its pooled limit. */
  usage: z.object({ used: z.number().int(), limit: z.number().int() }),
  createdAt: z.string(),
});
export type AdminBusinessUnit = z.infer<typeof adminBusinessUnitSchema>;

export const adminBusinessUnitPageSchema = pagedListSchema('units', adminBusinessUnitSchema);
export type AdminBusinessUnitPage = z.infer<typeof adminBusinessUnitPageSchema>;

// ——— AI providers ———

export const PROVIDER_CALL_KINDS = ['stt', 'text'] as const;
export type ProviderCallKind = (typeof PROVIDER_CALL_KINDS)[number];

export const providerStatsSchema = z.object({
  kind: z.enum(PROVIDER_CALL_KINDS),
  provider: z.string(),
  model: z.string(),
  calls: z.number().int(),
  failures: z.number().int(),
  /** failures / calls (0..1), 0 without calls. */
  errorRate: z.number(),
  /** Latency of the calls in milliseconds; null without calls. */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  /** The most frequent error codes of the window. */
  errors: z.array(z.object({ code: z.string(), count: z.number().int() })),
});
export type ProviderStats = z.infer<typeof providerStatsSchema>;

export const adminAiProvidersSchema = z.object({
  /** What the server is configured to use now. */
  configured: z.object({
    stt: z.object({ provider: z.string(), model: z.string() }),
    text: z.object({ provider: z.string(), model: z.string() }),
  }),
  /** Every text provider the server can be switched to (AI_TEXT_PROVIDER), with its package's version. */
  textProviders: z.array(
    z.object({ provider: z.string(), package: z.string(), version: z.string().nullable() }),
  ),
  windowHours: z.number().int(),
  /** One row per kind, provider and model that ran in the window, plus the configured ones. */
  providers: z.array(providerStatsSchema),
  /**
   * Audio transcribed in the last AUDIO_METER_DAYS days (seconds as the speech provider measured them, of
   * consultations counted in the window), in all and for the owners who used most: a person's own
   * consultations, or a unit's pool.
   */
  audio: z.object({
    days: z.number().int(),
    totalSeconds: z.number(),
    owners: z.array(
      z.object({
        kind: z.enum(['person', 'unit']),
        id: z.string(),
        name: z.string(),
        seconds: z.number(),
        consultations: z.number().int(),
      }),
    ),
  }),
  queue: z.object({
    /** Jobs queued and due now or later, not yet taken. */
    waiting: z.number().int(),
    running: z.number().int(),
    /** Jobs that gave up after their attempts. */
    failed: z.number().int(),
    /** When the oldest waiting job was queued, and its type; null when none waits. */
    oldestWaitingAt: z.string().nullable(),
    oldestWaitingType: z.string().nullable(),
    byType: z.array(z.object({ type: z.string(), waiting: z.number().int(), running: z.number().int() })),
  }),
  generatedAt: z.string(),
});
export type AdminAiProviders = z.infer<typeof adminAiProvidersSchema>;

// ——— Page views ———

export const adminPageViewsQuerySchema = z.object({
  days: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number('Período inválido.')
      .int('Período inválido.')
      .min(1, 'Período inválido.')
      .max(ADMIN_PAGE_VIEW_MAX_DAYS, `Escolha no máximo ${ADMIN_PAGE_VIEW_MAX_DAYS} dias.`)
      .default(ADMIN_CHART_DAYS),
  ),
});
export type AdminPageViewsQuery = z.input<typeof adminPageViewsQuerySchema>;

export const adminPageViewsSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  /** Most viewed first (at most 50 routes). `visitors` counts distinct daily visitor hashes. */
  byRoute: z.array(z.object({ path: z.string(), views: z.number().int(), visitors: z.number().int() })),
  /** Every day of the window, oldest first. */
  byDay: z.array(z.object({ day: daySchema, views: z.number().int(), visitors: z.number().int() })),
});
export type AdminPageViews = z.infer<typeof adminPageViewsSchema>;

// ——— Audit log ———

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who did it; null when the account is gone. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target: z.string(),
  details: z.unknown().meta({ description: 'Detalhes da ação (JSON), sem CPFs.' }),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = pagedListSchema('entries', adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

/** "***.456.789-**": the middle digits tell two accounts apart, the rest stays hidden. */
export function hideCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***.***.***-**';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
