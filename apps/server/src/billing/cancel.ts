import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/database.ts';
import { subscription } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { applyStripeState } from './stripe-events.ts';
import { stripeFailure } from './stripe-failure.ts';
import { stateOfStripeSubscription } from './stripe-state.ts';

export const CANCEL_FAILED_MESSAGE = 'Falha ao cancelar a assinatura no Stripe';
export const TRIAL_NOT_CANCELABLE_MESSAGE = 'O período grátis não tem cobrança para cancelar.';

/**
 * docs/product-rules.md §7: cancels the subscription of a checkout session at the end of the paid period (access lasts
 * until then, no refund). Only its owner may; another account's session answers like a missing one.
 * When Stripe fails nothing changes here.
 */
export async function cancelSubscription({
  db,
  stripe,
  userId,
  checkoutSessionId,
}: {
  db: Db;
  stripe: Stripe | undefined;
  userId: string;
  checkoutSessionId: string;
}): Promise<void> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.checkoutSessionId, checkoutSessionId), eq(subscription.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.stripeSubscriptionId) throw new AppError('VALIDATION', TRIAL_NOT_CANCELABLE_MESSAGE);
  if (!stripe) throw new AppError('PAYMENT_UNAVAILABLE');
  let updated: Stripe.Subscription;
  try {
    updated = await stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: true });
  } catch (error) {
    throw stripeFailure(error, CANCEL_FAILED_MESSAGE);
  }
  const state = stateOfStripeSubscription(updated);
  if (state) await applyStripeState(db, state, new Date(), null);
}
