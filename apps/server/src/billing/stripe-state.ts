import type { PaidPlan, SubscriptionStatus } from '@vetvoz/domain';
import type Stripe from 'stripe';

/** What a Stripe subscription means here: the plan paid for, its state and its current period. */
export interface StripeSubscriptionState {
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  plan: PaidPlan;
  status: SubscriptionStatus;
  startedAt: Date;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * The plan comes from what was paid — the price's billing interval — never from a link or a query
 * parameter: 1 month is mensal, 6 months semestral, 1 year (or 12 months) anual.
 */
export function planOfInterval(interval: string | undefined, count: number | undefined): PaidPlan | null {
  const months = interval === 'year' ? 12 * (count ?? 1) : interval === 'month' ? (count ?? 1) : 0;
  if (months === 1) return 'mensal';
  if (months === 6) return 'semestral';
  if (months === 12) return 'anual';
  return null;
}

/** Stripe's statuses in ours: unpaid and paused keep the grace rules of past_due; expired ends it. */
export function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus | null {
  switch (status) {
    case 'active':
      return 'active';
    case 'trialing':
      return 'trialing';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // incomplete: the first payment has not gone through; nothing to grant yet.
      return null;
  }
}

const fromSeconds = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** A Stripe subscription as our state, or null when it grants nothing (an unknown price, incomplete). */
export function stateOfStripeSubscription(subscription: Stripe.Subscription): StripeSubscriptionState | null {
  const item = subscription.items?.data?.[0];
  const recurring = item?.price?.recurring;
  const plan = planOfInterval(recurring?.interval, recurring?.interval_count);
  const status = statusOf(subscription.status);
  if (!plan || !status) return null;
  const customer = subscription.customer;
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    plan,
    status,
    startedAt: fromSeconds(subscription.start_date) ?? new Date(),
    currentPeriodStart: fromSeconds(item?.current_period_start),
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}
