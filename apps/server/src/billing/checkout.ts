import { type PaidPlan, paymentLinkUrl } from '@vetvoz/domain';
import type Stripe from 'stripe';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { mintClientReference } from './client-reference.ts';
import { isOpenAtStripe, pickCurrentSubscription } from './current-subscription.ts';
import { type BillingOwner, stripeCustomerOf, subscriptionsOf } from './owner-subscriptions.ts';
import { planChangeUrl } from './portal.ts';
import { stripeFailure } from './stripe-failure.ts';

/**
 * Where "Assinar" sends the browser. An owner whose paid plan Stripe still bills changes it in place (the
 * Customer Portal's update flow, prorated) and never buys a second one. Otherwise the server creates the
 * Checkout Session itself — payer, reference and metadata written here, nothing the browser can edit —
 * or, when the plan has no price id configured, hands out the plan's payment link with a reference minted
 * and signed for this account (docs/decisions/033-payment-binding-and-billing-self-service.md).
 */
export async function startCheckout({
  db,
  stripe,
  config,
  owner,
  email,
  plan,
  now = new Date(),
}: {
  db: Db;
  stripe: Stripe | undefined;
  config: AppConfigEnv;
  owner: BillingOwner;
  email: string;
  plan: PaidPlan;
  now?: Date;
}): Promise<string> {
  const price = config.stripe.prices[plan];
  const link = config.stripe.links[plan];
  if (!stripe || (!price && !link)) throw new AppError('PAYMENT_UNAVAILABLE');
  const open = pickCurrentSubscription((await subscriptionsOf(db, owner)).filter(isOpenAtStripe), now);
  if (open?.stripeSubscriptionId && open.stripeCustomerId)
    return planChangeUrl({
      stripe,
      config,
      customer: open.stripeCustomerId,
      subscriptionId: open.stripeSubscriptionId,
      price,
      unitId: owner.unitId ?? undefined,
    });
  const unitId = owner.unitId ?? undefined;
  const reference = mintClientReference({ secret: config.authSecret, userId: owner.userId, unitId, now });
  if (!price) return paymentLinkUrl(link as string, { plan, reference, unitId });
  const customer = await stripeCustomerOf(db, owner.userId);
  const metadata = { vetvoz_user_id: owner.userId, ...(unitId ? { vetvoz_unit_id: unitId } : {}) };
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      client_reference_id: reference,
      ...(customer ? { customer } : { customer_email: email }),
      metadata,
      subscription_data: { metadata },
      locale: 'pt-BR',
      // A unit's purchase returns to a success page that speaks of the unit.
      success_url: `${config.publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}${unitId ? `&unidade=${encodeURIComponent(unitId)}` : ''}`,
      cancel_url: `${config.publicUrl}/payment/failure`,
    });
    if (!session.url) throw new Error('checkout session without a url');
    return session.url;
  } catch (error) {
    throw stripeFailure(error, CHECKOUT_FAILED_MESSAGE);
  }
}

export const CHECKOUT_FAILED_MESSAGE = 'Não foi possível abrir a página de pagamento do Stripe.';
