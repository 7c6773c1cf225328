import type {
  AdminAiProviders,
  AdminAuditEntry,
  AdminBusinessUnit,
  AdminOverview,
  AdminPageViews,
  AdminUser,
} from '@vetvoz/domain';

/** Answers of the admin API for the web tests: plausible figures whose sums the tests check. */

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 9, 26);

/** 30 days from 26/10/2026: consultations peak (9) on 20/11, documents are three per consultation. */
export const OVERVIEW: AdminOverview = {
  users: { total: 1234, newThisWeek: 17 },
  daily: Array.from({ length: 30 }, (_, i) => {
    const consultations = i === 25 ? 9 : i % 3;
    return {
      day: new Date(START + i * DAY_MS).toISOString().slice(0, 10),
      consultations,
      documents: consultations * 3,
    };
  }),
  documentsByType: [
    { type: 'anamnese', count: 40 },
    { type: 'receita', count: 25 },
  ],
  activeSubscriptions: [
    { plan: 'gratis', count: 900 },
    { plan: 'mensal', count: 30 },
    { plan: 'semestral', count: 5 },
    { plan: 'anual', count: 2 },
  ],
  monthlyRecurringRevenueCents: 298_760,
  trialConversion: { trials: 200, converted: 25, rate: 0.125 },
  generatedAt: '2026-11-24T13:00:00.000Z',
};

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-vet',
    name: 'Bruno Vet',
    email: 'bruno@clinica.vet.br',
    cpfMasked: '***.456.789-**',
    plan: 'mensal',
    usage: { used: 12, limit: 150 },
    emailVerified: true,
    isSiteAdmin: false,
    banned: false,
    banReason: null,
    createdAt: '2026-10-01T12:00:00.000Z',
    ...overrides,
  };
}

export const UNIT: AdminBusinessUnit = {
  id: 'bu-1',
  name: 'Clínica Quatro Patas',
  owner: { id: 'u-vet', name: 'Bruno Vet', email: 'bruno@clinica.vet.br' },
  membersCount: 4,
  plan: 'anual',
  usage: { used: 130, limit: 150 },
  createdAt: '2026-09-10T12:00:00.000Z',
};

export const AI_PROVIDERS: AdminAiProviders = {
  configured: {
    stt: { provider: 'openai-compatible', model: 'whisper-1' },
    text: { provider: 'openai-compatible', model: 'gpt-4o-mini' },
  },
  textProviders: [
    { provider: 'local', package: 'node-llama-cpp', version: '3.21.1' },
    { provider: 'openai-compatible', package: '@ai-sdk/openai-compatible', version: '2.0.87' },
    { provider: 'openai', package: '@ai-sdk/openai', version: '3.0.141' },
    { provider: 'anthropic', package: '@ai-sdk/anthropic', version: '3.0.140' },
    { provider: 'google', package: '@ai-sdk/google', version: null },
  ],
  windowHours: 24,
  providers: [
    {
      kind: 'stt',
      provider: 'openai-compatible',
      model: 'whisper-1',
      calls: 200,
      failures: 14,
      errorRate: 0.07,
      p50Ms: 850,
      p95Ms: 2400,
      errors: [{ code: 'TIMEOUT', count: 10 }],
    },
    {
      kind: 'text',
      provider: 'openai-compatible',
      model: 'gpt-4o-mini',
      calls: 0,
      failures: 0,
      errorRate: 0,
      p50Ms: null,
      p95Ms: null,
      errors: [],
    },
  ],
  audio: {
    days: 30,
    totalSeconds: 12_600,
    owners: [
      { kind: 'unit', id: 'unidade-1', name: 'Clínica Bichos', seconds: 9000, consultations: 12 },
      { kind: 'person', id: 'pessoa-1', name: 'Helena Prado', seconds: 3600, consultations: 4 },
    ],
  },
  queue: {
    waiting: 3,
    running: 1,
    failed: 2,
    oldestWaitingAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    oldestWaitingType: 'document.generate',
    byType: [{ type: 'document.generate', waiting: 3, running: 1 }],
  },
  generatedAt: '2026-11-24T13:00:00.000Z',
};

export const PAGE_VIEWS: AdminPageViews = {
  days: 30,
  total: 450,
  byRoute: [
    { path: '/', views: 300, visitors: 120 },
    { path: '/plans', views: 150, visitors: 80 },
  ],
  byDay: Array.from({ length: 30 }, (_, i) => ({
    day: new Date(START + i * DAY_MS).toISOString().slice(0, 10),
    views: 15,
    visitors: 7,
  })),
};

export const AUDIT_ENTRY: AdminAuditEntry = {
  id: 1,
  at: '2026-11-24T12:30:00.000Z',
  actor: { id: 'u-admin', name: 'Ana Admin', email: 'admin@vetvoz.com.br' },
  action: 'user.ban',
  target: 'user:u-vet',
  details: { reason: 'Uso abusivo do período grátis' },
};
