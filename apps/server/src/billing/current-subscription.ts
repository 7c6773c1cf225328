import { decideQuota, type SubscriptionTerms } from '@vetvoz/domain';

interface Ranked {
  plan: SubscriptionTerms['plan'];
  status: SubscriptionTerms['status'];
  startedAt: Date;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  createdAt: Date;
}

/**
 * How much a subscription should decide what its owner may use now, lower first: a live paid plan
 * (active or trialing), one whose renewal failed within the grace days, one cancelled but still paid for,
 * one overdue past the grace, an ended paid plan, the free trial, a refused trial. Never simply the newest
 * row: a cancelled month someone paid for must not hide a live annual plan
 * (docs/decisions/033-payment-binding-and-billing-self-service.md).
 */
export function subscriptionRank(row: Ranked, now: Date): number {
  if (row.plan === 'gratis') return row.status === 'canceled' ? 6 : 5;
  const refusal = decideQuota(row, now, 0).refusal;
  if (refusal === 'subscription-ended') return 4;
  if (refusal === 'payment-overdue') return 3;
  if (row.status === 'canceled' || row.cancelAtPeriodEnd) return 2;
  if (row.status === 'past_due') return 1;
  return 0;
}

/** A paid subscription Stripe has not ended: it may bill again (cancelling at period end included). */
export function isOpenAtStripe<
  Row extends { plan: string; status: string; stripeSubscriptionId: string | null },
>(row: Row): row is Row & { stripeSubscriptionId: string } {
  return row.plan !== 'gratis' && row.stripeSubscriptionId !== null && row.status !== 'canceled';
}

/** The best of an owner's subscriptions by rank; ties go to the longer paid period, then the newest. */
export function pickCurrentSubscription<Row extends Ranked>(rows: readonly Row[], now: Date): Row | null {
  let best: Row | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const rank = subscriptionRank(row, now);
    if (rank < bestRank || (rank === bestRank && best && later(row, best))) {
      best = row;
      bestRank = rank;
    }
  }
  return best;
}

function later(a: Ranked, b: Ranked): boolean {
  const endA = a.currentPeriodEnd?.getTime() ?? 0;
  const endB = b.currentPeriodEnd?.getTime() ?? 0;
  if (endA !== endB) return endA > endB;
  return a.createdAt.getTime() > b.createdAt.getTime();
}
