import {
  billingPortalContract,
  cancelSubscriptionContract,
  confirmCheckoutContract,
  getBillingContract,
  getUnitBillingContract,
  startCheckoutContract,
  startFreeTrialContract,
  stripeWebhookContract,
} from '@vetvoz/domain';
import type Stripe from 'stripe';
import { z } from 'zod';
import { signedInUser } from '../auth/session.ts';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { contractRoutes, route } from '../http/contract.ts';
import type { Logger } from '../logging/logger.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { cancelSubscription } from './cancel.ts';
import { cancelSupersededSubscriptions } from './cancel-superseded.ts';
import { startCheckout } from './checkout.ts';
import { createCheckoutConfirmer } from './confirm-checkout.ts';
import { startFreeTrial } from './free-trial.ts';
import { openBillingPortal } from './portal.ts';
import { handleStripeEvent } from './stripe-events.ts';
import { billingSummary, unitBilling } from './subscriptions.ts';
import { assertUnitBuyer } from './unit-purchase.ts';

export const BAD_SIGNATURE_MESSAGE = 'Assinatura do aviso do Stripe inválida.';
export const MALFORMED_EVENT_MESSAGE = 'Aviso do Stripe sem identificação ou sem dados.';

/** The success page polls every 2 s for a minute (30 asks); twice that is a script, refused. */
export const CONFIRM_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 60 };

/** What a signed event must carry before anything reads it. */
const eventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

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
  const prices = Object.values(config.stripe.prices).some(Boolean);
  const paymentAvailable = Boolean(stripe && (prices || Object.values(config.stripe.links).some(Boolean)));
  const options = { paymentAvailable, stripeConfigured: Boolean(stripe) };
  const summary = (userId: string) => billingSummary(db, userId, options);
  const confirmCheckout = createCheckoutConfirmer({ db, stripe, secret: config.authSecret });

  routes.openapi(route(getBillingContract), async (c) => c.json(await summary(signedInUser(c).id), 200));

  routes.openapi(route(startFreeTrialContract), async (c) => {
    const { id } = signedInUser(c);
    await startFreeTrial(db, id, config.authSecret);
    return c.json(await summary(id), 200);
  });

  routes.openapi(route(startCheckoutContract), async (c) => {
    const { plan, businessUnitId } = c.req.valid('json');
    const { id: userId, email } = signedInUser(c);
    // A unit's plan is bought by its owner only (decision 024).
    if (businessUnitId) await assertUnitBuyer(db, userId, businessUnitId);
    const owner = { userId, unitId: businessUnitId ?? null };
    return c.json({ url: await startCheckout({ db, stripe, config, owner, email, plan }) }, 200);
  });

  routes.openapi(route(billingPortalContract), async (c) => {
    const { businessUnitId } = c.req.valid('json');
    const userId = signedInUser(c).id;
    if (businessUnitId) await assertUnitBuyer(db, userId, businessUnitId);
    const owner = { userId, unitId: businessUnitId ?? null };
    return c.json({ url: await openBillingPortal({ db, stripe, config, owner }) }, 200);
  });

  routes.openapi(route(getUnitBillingContract), async (c) => {
    const unitId = c.req.valid('param').id;
    const userId = signedInUser(c).id;
    await assertUnitBuyer(db, userId, unitId);
    return c.json(await unitBilling(db, { userId, unitId }, options), 200);
  });

  routes.openapi(route(confirmCheckoutContract), async (c) => {
    const { id } = signedInUser(c);
    await consumeRateLimit({ db, key: `subscription-confirm:${id}`, rule: CONFIRM_RATE_LIMIT });
    const state = await confirmCheckout(id, c.req.valid('json').sessionId);
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
    const requestLog = c.get('log') ?? log;
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
    // Signed but malformed (no id, no data): a 400 Stripe's dashboard shows, never a crash.
    if (!eventEnvelope.safeParse(event).success) {
      const type = typeof (event as { type?: unknown }).type === 'string' ? event.type : 'desconhecido';
      requestLog.warn({ type }, 'stripe event without id or data refused');
      throw new AppError('VALIDATION', MALFORMED_EVENT_MESSAGE);
    }
    const outcome = await handleStripeEvent({
      db,
      stripe,
      event,
      log: requestLog,
      events,
      referenceSecret: config.authSecret,
      afterApplied: (owner) => cancelSupersededSubscriptions({ db, stripe, owner, log: requestLog, events }),
    });
    requestLog.info({ type: event.type, outcome }, 'stripe event');
    return c.json({ received: true as const }, 200);
  });
  return routes;
}
