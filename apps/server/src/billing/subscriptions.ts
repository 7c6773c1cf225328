import {
  type BillingSummary,
  decideQuota,
  PLAN_DISPLAY_NAMES,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionTerms,
  type SubscriptionView,
} from '@vetvoz/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { subscription } from '../db/schema/index.ts';
import { countConsultationsUsed } from '../usage/usage.ts';

export type SubscriptionRow = typeof subscription.$inferSelect;
type Queryable = Pick<Db, 'select' | 'insert' | 'execute'>;

/**
 * The subscription that decides what a vet may use: the newest of their own (a unit's subscriptions are
 * the units issue's). A paid one, once confirmed, outranks the trial even if the trial is newer.
 */
export async function currentSubscription(
  db: Pick<Db, 'select'>,
  userId: string,
): Promise<SubscriptionRow | null> {
  const rows = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.userId, userId), isNull(subscription.unitId)))
    .orderBy(desc(subscription.createdAt))
    .limit(20);
  return rows.find((row) => row.plan !== 'gratis') ?? rows[0] ?? null;
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
export async function quotaFor(tx: Queryable, userId: string, now = new Date()) {
  const row = await currentSubscription(tx, userId);
  const terms = row ? termsOf(row) : null;
  const window = decideQuota(terms, now, 0).window;
  const used = await countConsultationsUsed(tx, userId, window);
  return { row, decision: decideQuota(terms, now, used) };
}

export async function billingSummary(
  db: Queryable,
  userId: string,
  options: { paymentAvailable: boolean; now?: Date },
): Promise<BillingSummary> {
  const { row, decision } = await quotaFor(db, userId, options.now);
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
  };
}
