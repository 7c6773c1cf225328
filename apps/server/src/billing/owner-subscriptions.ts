import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { subscription } from '../db/schema/index.ts';
import { pickCurrentSubscription } from './current-subscription.ts';

export type SubscriptionRow = typeof subscription.$inferSelect;

/** Whose plan: a vet's own (no unit), or a business unit's (bought by its owner). */
export interface BillingOwner {
  userId: string;
  unitId?: string | null;
}

/** The owner's subscriptions, newest first (a few dozen at most over an account's life). */
export async function subscriptionsOf(
  db: Queryable<'select'>,
  { userId, unitId }: BillingOwner,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscription)
    .where(
      unitId
        ? eq(subscription.unitId, unitId)
        : and(eq(subscription.userId, userId), isNull(subscription.unitId)),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(50);
}

/** The owner's subscription that decides now, by rank (never simply the newest row). */
export async function currentSubscriptionOf(
  db: Queryable<'select'>,
  owner: BillingOwner,
  now = new Date(),
): Promise<SubscriptionRow | null> {
  return pickCurrentSubscription(await subscriptionsOf(db, owner), now);
}

/**
 * The Stripe customer a person pays as: the one of their newest paid subscription (their own or a unit's),
 * so every checkout lands on one customer and the Customer Portal shows all of them together.
 */
export async function stripeCustomerOf(db: Queryable<'select'>, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customer: subscription.stripeCustomerId })
    .from(subscription)
    .where(and(eq(subscription.userId, userId), isNotNull(subscription.stripeCustomerId)))
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return row?.customer ?? null;
}
