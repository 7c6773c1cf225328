import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { subscription } from '../db/schema/index.ts';
import { paymentFailedText } from './notice-texts.ts';
import { type RecordedNotice, recordUserNotice } from './notify-user.ts';

/**
 * Stripe said a renewal payment failed (`invoice.payment_failed`) and the subscription read back from
 * Stripe is past due: the subscription's owner is told, once per invoice (Stripe retries a failed invoice
 * several times; one notice is enough, and the grace counts from the first failure). A unit's subscription
 * belongs to the account that paid for it, its owner (decision 021: units buy through their owner).
 * Written inside the webhook's transaction, so a failed apply writes no notice and Stripe's retry does.
 */
export async function recordPaymentFailedNotice(
  tx: Queryable<'select' | 'insert'>,
  {
    stripeSubscriptionId,
    invoiceId,
    status,
  }: { stripeSubscriptionId: string; invoiceId: string; status: string },
): Promise<RecordedNotice | null> {
  if (status !== 'past_due') return null;
  const [owned] = await tx
    .select({ id: subscription.id, userId: subscription.userId, plan: subscription.plan })
    .from(subscription)
    .where(eq(subscription.stripeSubscriptionId, stripeSubscriptionId));
  if (!owned?.userId || owned.plan === 'gratis') return null;
  return recordUserNotice(tx, {
    userId: owned.userId,
    kind: 'payment_failed',
    ...paymentFailedText({ plan: owned.plan }),
    dedupeKey: `payment_failed:${invoiceId}`,
  });
}
