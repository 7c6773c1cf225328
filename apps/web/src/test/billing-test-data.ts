import type { BillingSummary, SubscriptionView } from '@vetvoz/domain';

/** Billing answers for the tests of this feature and its neighbours (not product code). */
export const TRIAL: SubscriptionView = {
  checkoutSessionId: 'free_session',
  plan: 'gratis',
  planName: 'Grátis',
  status: 'trialing',
  statusLabel: 'Em teste',
  startedAt: '2026-01-10T12:00:00.000Z',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  businessUnitId: null,
};

export const PAID: SubscriptionView = {
  ...TRIAL,
  checkoutSessionId: 'cs_test_abc',
  plan: 'anual',
  planName: 'Pro Anual',
  status: 'active',
  statusLabel: 'Ativa',
  // 02:00 UTC on the 25th is still the 24th in São Paulo.
  currentPeriodEnd: '2026-12-25T02:00:00.000Z',
};

export function summary(
  subscription: SubscriptionView | null,
  used: number,
  overrides: Partial<BillingSummary['quota']> = {},
): BillingSummary {
  const limit = subscription && subscription.plan !== 'gratis' ? 150 : 10;
  const remaining = Math.max(limit - used, 0);
  return {
    subscription,
    quota: {
      allowed: remaining > 0,
      limit,
      used,
      remaining,
      level: remaining === 0 ? 'exhausted' : used >= limit * 0.8 ? 'warning' : 'ok',
      windowStart: null,
      windowEnd: null,
      ...(remaining === 0 ? { refusal: limit === 10 ? 'trial-exhausted' : 'plan-limit' } : {}),
      ...overrides,
    },
    paymentAvailable: true,
    portalAvailable: subscription !== null && subscription.plan !== 'gratis',
  };
}
