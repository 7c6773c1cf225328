import {
  type BillingSummary,
  decideQuota,
  PLAN_DISPLAY_NAMES,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionTerms,
  type SubscriptionView,
  type UnitBilling,
} from '@vetvoz/domain';
import type { Queryable } from '../db/queryable.ts';
import { countConsultationsUsed } from '../usage/index.ts';
import { pickCurrentSubscription } from './current-subscription.ts';
import { currentSubscriptionOf, type SubscriptionRow, subscriptionsOf } from './owner-subscriptions.ts';

export type { SubscriptionRow };

/**
 * The subscription that decides what a vet may use: the best live one of their own (a unit's are its
 * pool's), by `pickCurrentSubscription`. A paid one, once confirmed, outranks the trial even if newer.
 */
export async function currentSubscription(
  db: Queryable<'select'>,
  userId: string,
  now = new Date(),
): Promise<SubscriptionRow | null> {
  return currentSubscriptionOf(db, { userId }, now);
}

export function termsOf(row: SubscriptionRow): SubscriptionTerms {
  return {
    plan: row.plan,
    status: row.status,
    startedAt: row.startedAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pastDueSince: row.pastDueSince,
  };
}

export function subscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    checkoutSessionId: row.checkoutSessionId,
    plan: row.plan,
    planName: PLAN_DISPLAY_NAMES[row.plan],
    status: row.status,
    statusLabel: SUBSCRIPTION_STATUS_LABELS[row.status],
    startedAt: row.startedAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pastDueSince: row.pastDueSince?.toISOString() ?? null,
    businessUnitId: row.unitId,
  };
}

/** The quota decision for a user now: the one question consultation creation and the screens ask. */
export async function quotaFor(
  tx: Queryable<'select' | 'insert' | 'execute'>,
  userId: string,
  now = new Date(),
) {
  const rows = await subscriptionsOf(tx, { userId });
  const row = pickCurrentSubscription(rows, now);
  const terms = row ? termsOf(row) : null;
  const window = decideQuota(terms, now, 0).window;
  const used = await countConsultationsUsed(tx, userId, window);
  return { row, decision: decideQuota(terms, now, used), rows };
}

interface SummaryOptions {
  paymentAvailable: boolean;
  /** A Stripe key is set: the Customer Portal can be opened for a customer Stripe knows. */
  stripeConfigured: boolean;
  now?: Date;
}

const hasStripeCustomer = (rows: SubscriptionRow[]) => rows.some((row) => row.stripeCustomerId !== null);

/** A unit's plan for its owner's screen: the paid one that decides now, if any. */
export async function unitBilling(
  db: Queryable<'select'>,
  owner: { userId: string; unitId: string },
  options: SummaryOptions,
): Promise<UnitBilling> {
  const rows = await subscriptionsOf(db, owner);
  const paid = pickCurrentSubscription(
    rows.filter((row) => row.plan !== 'gratis'),
    options.now ?? new Date(),
  );
  return {
    subscription: paid ? subscriptionView(paid) : null,
    paymentAvailable: options.paymentAvailable,
    portalAvailable: options.stripeConfigured && hasStripeCustomer(rows),
  };
}

export async function billingSummary(
  db: Queryable<'select' | 'insert' | 'execute'>,
  userId: string,
  options: SummaryOptions,
): Promise<BillingSummary> {
  const { row, decision, rows } = await quotaFor(db, userId, options.now);
  return {
    subscription: row ? subscriptionView(row) : null,
    quota: {
      allowed: decision.allowed,
      ...(decision.refusal ? { refusal: decision.refusal } : {}),
      limit: decision.limit,
      used: decision.used,
      remaining: decision.remaining,
      level: decision.level,
      windowStart: decision.window.start?.toISOString() ?? null,
      windowEnd: decision.window.end?.toISOString() ?? null,
    },
    paymentAvailable: options.paymentAvailable,
    portalAvailable: options.stripeConfigured && hasStripeCustomer(rows),
  };
}
