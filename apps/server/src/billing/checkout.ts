import { decodeClientReference, type PaidPlan, paymentLinkUrl } from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { unitPaidFor } from '../business-units/unit-purchase.ts';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { subscription } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { recordCheckout } from './stripe-events.ts';
import { stripeFailure } from './stripe-failure.ts';
import { stateOfStripeSubscription } from './stripe-state.ts';

/** The hosted payment page of a plan for this user; refused when this server sells no plans. */
export function checkoutUrl(
  config: AppConfigEnv['stripe'],
  stripe: Stripe | undefined,
  { plan, userId, unitId }: { plan: PaidPlan; userId: string; unitId?: string },
): string {
  const link = config.links[plan];
  if (!link || !stripe) throw new AppError('PAYMENT_UNAVAILABLE');
  return paymentLinkUrl(link, { plan, userId, unitId });
}

/**
 * The success page asks whether a checkout is confirmed. The webhook usually got here first; when it has
 * not, the session is read from Stripe and recorded the same way. A session of another account answers
 * like one that does not exist.
 */
export async function confirmCheckout({
  db,
  stripe,
  userId,
  sessionId,
}: {
  db: Db;
  stripe: Stripe | undefined;
  userId: string;
  sessionId: string;
}): Promise<'confirmed' | 'pending'> {
  const [known] = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(and(eq(subscription.checkoutSessionId, sessionId), eq(subscription.userId, userId)));
  if (known) return 'confirmed';
  if (!stripe) throw new AppError('PAYMENT_UNAVAILABLE');
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw new AppError('NOT_FOUND');
    throw stripeFailure(error, 'Não foi possível confirmar o pagamento com o Stripe.');
  }
  const reference = decodeClientReference(session.client_reference_id);
  if (reference?.userId !== userId) throw new AppError('NOT_FOUND');
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (session.status !== 'complete' || !subscriptionId) return 'pending';
  const fetchedAt = new Date();
  const state = stateOfStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId));
  if (!state) return 'pending';
  await recordCheckout(db, {
    state,
    owner: { userId, unitId: await unitPaidFor(db, reference), checkoutSessionId: session.id },
    fetchedAt,
  });
  return 'confirmed';
}
