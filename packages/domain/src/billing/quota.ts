import { FREE_CONSULTATIONS, NON_PAYMENT_GRACE_DAYS } from '../constants.ts';
import { PAID_CONSULTATIONS_PER_MONTH } from '../plans.ts';
import type { SubscriptionTerms } from './subscription.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Share of the limit at which the vet is warned that consultations are running out. */
export const QUOTA_WARNING_SHARE = 0.8;

/** Where consultations are counted: the trial counts all of them; a paid plan, one monthly window. */
export interface QuotaWindow {
  /** Inclusive; null for "since the account began". */
  start: Date | null;
  /** Exclusive; null for "no end". */
  end: Date | null;
}

export type QuotaRefusal =
  /** The 10 free consultations are used. */
  | 'trial-exhausted'
  /** The 150 of this month's window are used. */
  | 'plan-limit'
  /** A renewal failed more than 3 days ago. */
  | 'payment-overdue'
  /** Canceled, and the paid period is over. */
  | 'subscription-ended';

export interface QuotaDecision {
  /** May a new consultation start (and count)? */
  allowed: boolean;
  refusal?: QuotaRefusal;
  limit: number;
  used: number;
  remaining: number;
  window: QuotaWindow;
  /** ok, warning (80% used or more), or exhausted. */
  level: 'ok' | 'warning' | 'exhausted';
}

/**
 * The window a consultation counts in at `now`. The trial (or no subscription at all) counts every
 * consultation; every paid plan — mensal, semestral, anual — has 150 a month in windows anchored on the day
 * the subscription started (the 31st becomes the last day of shorter months), not cumulative.
 */
export function quotaWindow(subscription: SubscriptionTerms | null, now: Date): QuotaWindow {
  if (!subscription || subscription.plan === 'gratis') return { start: null, end: null };
  const anchor = subscription.startedAt;
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months) > now) months -= 1;
  months = Math.max(months, 0);
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/**
 * May this consultation count, and what is left: the one answer the server asks before a consultation
 * starts and the screens show. `used` is what already counts in `quotaWindow(subscription, now)`.
 */
export function decideQuota(subscription: SubscriptionTerms | null, now: Date, used: number): QuotaDecision {
  const paid = subscription !== null && subscription.plan !== 'gratis';
  const limit = paid ? PAID_CONSULTATIONS_PER_MONTH : FREE_CONSULTATIONS;
  const window = quotaWindow(subscription, now);
  const remaining = Math.max(limit - used, 0);
  const base = { limit, used, remaining, window };
  const refusal = refusalOf(subscription, now, paid, remaining);
  const level =
    remaining === 0 || refusal ? 'exhausted' : used >= limit * QUOTA_WARNING_SHARE ? 'warning' : 'ok';
  return refusal ? { ...base, allowed: false, refusal, level } : { ...base, allowed: true, level };
}

function refusalOf(
  subscription: SubscriptionTerms | null,
  now: Date,
  paid: boolean,
  remaining: number,
): QuotaRefusal | undefined {
  // A trial that was refused (its CPF already had one) or ended has nothing left.
  if (subscription && !paid && subscription.status === 'canceled') return 'trial-exhausted';
  if (subscription && paid) {
    if (subscription.status === 'canceled' && !withinPeriod(subscription, now)) return 'subscription-ended';
    if (subscription.status === 'past_due' && graceIsOver(subscription, now)) return 'payment-overdue';
  }
  if (remaining === 0) return paid ? 'plan-limit' : 'trial-exhausted';
  return undefined;
}

function withinPeriod(subscription: SubscriptionTerms, now: Date): boolean {
  return subscription.currentPeriodEnd !== null && now < subscription.currentPeriodEnd;
}

/** Three days of non-payment (docs/product-rules.md §9) keep access; the fourth refuses new consultations. */
function graceIsOver(subscription: SubscriptionTerms, now: Date): boolean {
  const since = subscription.pastDueSince ?? subscription.currentPeriodEnd;
  if (!since) return false;
  return now.getTime() - since.getTime() >= NON_PAYMENT_GRACE_DAYS * DAY_MS;
}

/** `date` plus `months` calendar months in UTC, the day clamped to the target month's last day. */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}
