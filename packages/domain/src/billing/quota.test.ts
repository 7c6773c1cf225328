import { describe, expect, it } from 'vitest';
import { addMonths, decideQuota, quotaWindow } from './quota.ts';
import type { SubscriptionTerms } from './subscription.ts';

const at = (iso: string) => new Date(iso);

function paid(overrides: Partial<SubscriptionTerms> = {}): SubscriptionTerms {
  return {
    plan: 'mensal',
    status: 'active',
    startedAt: at('2026-01-31T15:00:00Z'),
    currentPeriodEnd: at('2026-12-31T15:00:00Z'),
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    ...overrides,
  };
}

const trial: SubscriptionTerms = {
  plan: 'gratis',
  status: 'trialing',
  startedAt: at('2026-01-10T10:00:00Z'),
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
};

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month, counting from the anchor each time', () => {
    const anchor = at('2026-01-31T15:00:00Z');
    expect(addMonths(anchor, 1).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(addMonths(anchor, 2).toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(addMonths(anchor, 13).toISOString()).toBe('2027-02-28T15:00:00.000Z');
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('quotaWindow', () => {
  it('counts every consultation of the trial, and of an account without a subscription', () => {
    expect(quotaWindow(trial, at('2026-06-01T00:00:00Z'))).toEqual({ start: null, end: null });
    expect(quotaWindow(null, at('2026-06-01T00:00:00Z'))).toEqual({ start: null, end: null });
  });

  it('gives every paid plan monthly windows anchored on the start, in UTC', () => {
    for (const plan of ['mensal', 'semestral', 'anual'] as const) {
      const window = quotaWindow(paid({ plan }), at('2026-03-15T12:00:00Z'));
      expect(window.start?.toISOString()).toBe('2026-02-28T15:00:00.000Z');
      expect(window.end?.toISOString()).toBe('2026-03-31T15:00:00.000Z');
    }
  });

  it('moves to the next window at the exact anchor instant, not before', () => {
    const before = quotaWindow(paid(), at('2026-03-31T14:59:59Z'));
    const after = quotaWindow(paid(), at('2026-03-31T15:00:00Z'));
    expect(before.start?.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(after.start?.toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(after.end?.toISOString()).toBe('2026-04-30T15:00:00.000Z');
  });
});

describe('decideQuota', () => {
  const now = at('2026-05-10T12:00:00Z');

  it('gives the trial 10 consultations in total, warning from 8', () => {
    expect(decideQuota(trial, now, 0)).toMatchObject({
      allowed: true,
      limit: 10,
      remaining: 10,
      level: 'ok',
    });
    expect(decideQuota(trial, now, 7).level).toBe('ok');
    expect(decideQuota(trial, now, 8)).toMatchObject({ allowed: true, remaining: 2, level: 'warning' });
    expect(decideQuota(trial, now, 10)).toMatchObject({
      allowed: false,
      refusal: 'trial-exhausted',
      remaining: 0,
      level: 'exhausted',
    });
    expect(decideQuota(null, now, 10).refusal).toBe('trial-exhausted');
  });

  it('gives nothing to a trial refused because its CPF already had one', () => {
    expect(decideQuota({ ...trial, status: 'canceled' }, now, 0)).toMatchObject({
      allowed: false,
      refusal: 'trial-exhausted',
    });
  });

  it('gives a paid plan 150 in its window, not cumulative', () => {
    expect(decideQuota(paid(), now, 149)).toMatchObject({ allowed: true, limit: 150, remaining: 1 });
    expect(decideQuota(paid(), now, 150)).toMatchObject({ allowed: false, refusal: 'plan-limit' });
    expect(decideQuota(paid(), now, 120).level).toBe('warning');
  });

  it('keeps a past_due subscription working for 3 days, then refuses new consultations', () => {
    const since = at('2026-05-07T12:00:01Z');
    expect(decideQuota(paid({ status: 'past_due', pastDueSince: since }), now, 5).allowed).toBe(true);
    const overdue = decideQuota(
      paid({ status: 'past_due', pastDueSince: at('2026-05-07T12:00:00Z') }),
      now,
      5,
    );
    expect(overdue).toMatchObject({ allowed: false, refusal: 'payment-overdue', level: 'exhausted' });
  });

  it('counts the grace from the period end when the failure time is unknown', () => {
    const subscription = paid({ status: 'past_due', currentPeriodEnd: at('2026-05-01T00:00:00Z') });
    expect(decideQuota(subscription, now, 0).refusal).toBe('payment-overdue');
  });

  it('keeps a canceled subscription working until its period ends', () => {
    const canceled = paid({ status: 'canceled', currentPeriodEnd: at('2026-05-31T15:00:00Z') });
    expect(decideQuota(canceled, now, 3).allowed).toBe(true);
    expect(decideQuota(canceled, at('2026-05-31T15:00:00Z'), 3)).toMatchObject({
      allowed: false,
      refusal: 'subscription-ended',
    });
  });

  it('lets a subscription set to cancel at period end work as an active one', () => {
    expect(decideQuota(paid({ cancelAtPeriodEnd: true }), now, 10).allowed).toBe(true);
  });
});
