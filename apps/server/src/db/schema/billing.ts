import { PLANS, SUBSCRIPTION_STATUSES } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A subscription (decision 021): the free trial (checkout session "free_session", no Stripe ids)
 * or a paid plan confirmed by Stripe. Owned by a user, or by a business unit (`unitId`, the units issue).
 * Several rows may exist for one owner over time (a trial, then a plan); the newest decides.
 */
export const subscription = pgTable(
  'subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: the row stays for the books, by nobody (decision 016). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    unitId: text('unit_id'),
    plan: text('plan', { enum: PLANS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** Stripe's time of the newest state applied here: an older event arriving late changes nothing. */
    stripeStateAt: timestamp('stripe_state_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscription_stripe_subscription_uq').on(table.stripeSubscriptionId),
    // Two deliveries of one checkout make one subscription; the trial marker repeats across owners.
    uniqueIndex('subscription_checkout_uq')
      .on(table.checkoutSessionId)
      .where(sql`${table.checkoutSessionId} <> 'free_session'`),
    // One trial per user; per unit.
    uniqueIndex('subscription_user_trial_uq')
      .on(table.userId)
      .where(sql`${table.plan} = 'gratis' and ${table.unitId} is null`),
    index('subscription_user_idx').on(table.userId, table.createdAt),
    index('subscription_unit_idx').on(table.unitId, table.createdAt),
  ],
);

/**
 * One free trial per CPF, kept as a keyed hash after the account is gone: the terms forbid collecting
 * trials with several e-mails, or by deleting and registering again.
 */
export const trialClaim = pgTable('trial_claim', {
  cpfHash: text('cpf_hash').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events already handled, by id: a replay answers 200 and changes nothing. */
export const stripeEvent = pgTable('stripe_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
