import { STOP_BILLING_FAILED_MESSAGE } from '@vetvoz/domain';
import { eq, inArray, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/database.ts';
import { businessUnit, subscription } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isOpenAtStripe } from './current-subscription.ts';
import { applyStripeState } from './stripe-events.ts';
import { stripeFailure } from './stripe-failure.ts';
import { stateOfStripeSubscription } from './stripe-state.ts';

/**
 * Before an account is erased: every subscription Stripe still bills for the person — their own and their
 * units' plans — is cancelled there at once (no refund, as when cancelling; the account and its units end
 * now). Each cancellation is recorded as it succeeds, so when Stripe fails midway the caller stops the
 * deletion with nothing erased and a retry picks up the ones left
 * (docs/decisions/033-payment-binding-and-billing-self-service.md).
 */
export async function stopBillingOf({
  db,
  stripe,
  userId,
}: {
  db: Db;
  stripe: Stripe | undefined;
  userId: string;
}): Promise<number> {
  const units = db.select({ id: businessUnit.id }).from(businessUnit).where(eq(businessUnit.ownerId, userId));
  const rows = (
    await db
      .select()
      .from(subscription)
      .where(or(eq(subscription.userId, userId), inArray(subscription.unitId, units)))
  ).filter(isOpenAtStripe);
  if (rows.length === 0) return 0;
  if (!stripe) throw new AppError('PAYMENT_UNAVAILABLE', STOP_BILLING_FAILED_MESSAGE);
  for (const row of rows) {
    const fetchedAt = new Date();
    let ended: Stripe.Subscription | 'missing';
    try {
      ended = await stripe.subscriptions.cancel(row.stripeSubscriptionId, {
        prorate: false,
        invoice_now: false,
      });
    } catch (error) {
      const gone = await alreadyEnded(stripe, row.stripeSubscriptionId, error);
      if (!gone) throw stripeFailure(error, STOP_BILLING_FAILED_MESSAGE);
      ended = gone;
    }
    const state = ended === 'missing' ? null : stateOfStripeSubscription(ended);
    if (state) await applyStripeState(db, state, fetchedAt, null);
    else await db.update(subscription).set({ status: 'canceled' }).where(eq(subscription.id, row.id));
  }
  return rows.length;
}

/**
 * Stripe refuses to cancel what is already cancelled, or no longer has it: then nothing bills, and its
 * current state (or none) is what to record.
 */
async function alreadyEnded(
  stripe: Stripe,
  id: string,
  error: unknown,
): Promise<Stripe.Subscription | 'missing' | null> {
  if ((error as { type?: string }).type !== 'StripeInvalidRequestError') return null;
  if ((error as { statusCode?: number }).statusCode === 404) return 'missing';
  try {
    const current = await stripe.subscriptions.retrieve(id);
    return current.status === 'canceled' || current.status === 'incomplete_expired' ? current : null;
  } catch {
    return null;
  }
}
