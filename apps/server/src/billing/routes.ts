import {
  cancelSubscriptionContract,
  confirmCheckoutContract,
  getBillingContract,
  startCheckoutContract,
  startFreeTrialContract,
  stripeWebhookContract,
} from '@vetvoz/domain';
import type Stripe from 'stripe';
import { signedInUser } from '../auth/session.ts';
import { assertUnitBuyer } from '../business-units/unit-purchase.ts';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { contractRoutes, route } from '../http/contract.ts';
import type { Logger } from '../logging/logger.ts';
import { cancelSubscription } from './cancel.ts';
import { checkoutUrl, confirmCheckout } from './checkout.ts';
import { startFreeTrial } from './free-trial.ts';
import { handleStripeEvent } from './stripe-events.ts';
import { billingSummary } from './subscriptions.ts';

export const BAD_SIGNATURE_MESSAGE = 'Assinatura do aviso do Stripe inválida.';

interface BillingRoutesOptions {
  db: Db;
  stripe: Stripe | undefined;
  config: AppConfigEnv;
  log: Logger;
  /** Live delivery of the notices webhooks write (a failed payment). */
  events?: EventBus;
}

export function billingRoutes({ db, stripe, config, log, events }: BillingRoutesOptions) {
  const routes = contractRoutes();
  const paymentAvailable = Boolean(stripe && Object.values(config.stripe.links).some(Boolean));
  const summary = (userId: string) => billingSummary(db, userId, { paymentAvailable });

  routes.openapi(route(getBillingContract), async (c) => c.json(await summary(signedInUser(c).id), 200));

  routes.openapi(route(startFreeTrialContract), async (c) => {
    const { id } = signedInUser(c);
    await startFreeTrial(db, id, config.authSecret);
    return c.json(await summary(id), 200);
  });

  routes.openapi(route(startCheckoutContract), async (c) => {
    const { plan, businessUnitId } = c.req.valid('json');
    const userId = signedInUser(c).id;
    // A unit's plan is bought by its owner only (decision 024).
    if (businessUnitId) await assertUnitBuyer(db, userId, businessUnitId);
    return c.json({ url: checkoutUrl(config.stripe, stripe, { plan, userId, unitId: businessUnitId }) }, 200);
  });

  routes.openapi(route(confirmCheckoutContract), async (c) => {
    const { id } = signedInUser(c);
    const state = await confirmCheckout({ db, stripe, userId: id, sessionId: c.req.valid('json').sessionId });
    return c.json({ state, summary: await summary(id) }, 200);
  });

  routes.openapi(route(cancelSubscriptionContract), async (c) => {
    const { id } = signedInUser(c);
    await cancelSubscription({
      db,
      stripe,
      userId: id,
      checkoutSessionId: c.req.valid('json').checkoutSessionId,
    });
    return c.json(await summary(id), 200);
  });

  routes.openapi(route(stripeWebhookContract), async (c) => {
    const secret = config.stripe.webhookSecret;
    // Not configured: Stripe retries later, nothing is lost.
    if (!stripe || !secret) throw new AppError('UNAVAILABLE');
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(
        payload,
        c.req.header('stripe-signature') ?? '',
        secret,
      );
    } catch {
      throw new AppError('VALIDATION', BAD_SIGNATURE_MESSAGE);
    }
    const outcome = await handleStripeEvent({ db, stripe, event, log: c.get('log') ?? log, events });
    c.get('log')?.info({ type: event.type, outcome }, 'stripe event');
    return c.json({ received: true as const }, 200);
  });
  return routes;
}
