import type Stripe from 'stripe';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { isOpenAtStripe, pickCurrentSubscription } from './current-subscription.ts';
import { type BillingOwner, subscriptionsOf } from './owner-subscriptions.ts';
import { stripeFailure } from './stripe-failure.ts';

export const PORTAL_FAILED_MESSAGE = 'Não foi possível abrir o portal de pagamento do Stripe.';
export const NOTHING_TO_MANAGE_MESSAGE =
  'Ainda não há assinatura paga para gerenciar. Escolha um plano em Planos.';

/** Where Stripe sends the vet back: the unit's page for a unit's plan, the profile otherwise. */
const returnUrl = (config: AppConfigEnv, unitId?: string) =>
  `${config.publicUrl}${unitId ? '/business-units' : '/profile#assinatura'}`;

/**
 * "Gerenciar pagamento": a Stripe Customer Portal session for the customer who pays the owner's plan —
 * card, invoices, cancelling (docs/decisions/033-payment-binding-and-billing-self-service.md). Stripe down
 * → PAYMENT_PROVIDER_FAILED in pt-BR; nothing changes here either way.
 */
export async function openBillingPortal({
  db,
  stripe,
  config,
  owner,
  now = new Date(),
}: {
  db: Db;
  stripe: Stripe | undefined;
  config: AppConfigEnv;
  owner: BillingOwner;
  now?: Date;
}): Promise<string> {
  if (!stripe) throw new AppError('PAYMENT_UNAVAILABLE');
  const rows = (await subscriptionsOf(db, owner)).filter((row) => row.stripeCustomerId);
  const paying = pickCurrentSubscription(rows.filter(isOpenAtStripe), now) ?? rows[0];
  if (!paying?.stripeCustomerId) throw new AppError('NOT_FOUND', NOTHING_TO_MANAGE_MESSAGE);
  return portalSession(stripe, {
    customer: paying.stripeCustomerId,
    return_url: returnUrl(config, owner.unitId ?? undefined),
    locale: 'pt-BR',
  });
}

/**
 * A plan change on the subscription Stripe already bills, never a second one: the portal's confirm flow
 * with the new price (Stripe shows the prorated amount and applies it) when the plan's price id is
 * configured, else the portal's own plan choice.
 */
export async function planChangeUrl({
  stripe,
  config,
  customer,
  subscriptionId,
  price,
  unitId,
}: {
  stripe: Stripe;
  config: AppConfigEnv;
  customer: string;
  subscriptionId: string;
  price: string | undefined;
  unitId?: string;
}): Promise<string> {
  const after = {
    type: 'redirect' as const,
    redirect: { return_url: returnUrl(config, unitId) },
  };
  let item: string | undefined;
  if (price) {
    try {
      item = (await stripe.subscriptions.retrieve(subscriptionId)).items.data[0]?.id;
    } catch (error) {
      throw stripeFailure(error, PORTAL_FAILED_MESSAGE);
    }
  }
  const flow: Stripe.BillingPortal.SessionCreateParams.FlowData =
    price && item
      ? {
          type: 'subscription_update_confirm',
          subscription_update_confirm: {
            subscription: subscriptionId,
            items: [{ id: item, price, quantity: 1 }],
          },
          after_completion: after,
        }
      : {
          type: 'subscription_update',
          subscription_update: { subscription: subscriptionId },
          after_completion: after,
        };
  return portalSession(stripe, {
    customer,
    return_url: returnUrl(config, unitId),
    locale: 'pt-BR',
    flow_data: flow,
  });
}

async function portalSession(
  stripe: Stripe,
  params: Stripe.BillingPortal.SessionCreateParams,
): Promise<string> {
  try {
    return (await stripe.billingPortal.sessions.create(params)).url;
  } catch (error) {
    throw stripeFailure(error, PORTAL_FAILED_MESSAGE);
  }
}
