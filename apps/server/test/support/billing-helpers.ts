import { mintClientReference } from '../../src/billing/client-reference.ts';
import { body, createTestApp, type TestApp } from '../test-app.ts';
import {
  type FakeSession,
  type FakeSubscription,
  type StripeStandIn,
  startStripeStandIn,
} from './stripe-stand-in.ts';

/** Billing tests' shared steps against the Stripe stand-in, as Stripe and a browser would take them. */

export function deliverEvent(app: TestApp, event: { body: string; signature: string }) {
  return app.request('/api/stripe/webhook', {
    method: 'POST',
    body: event.body,
    headers: { 'stripe-signature': event.signature, origin: '' },
  });
}

/** A reference the server would mint for this payer (the app's own secret). */
export function referenceFor(app: TestApp, owner: { userId: string; unitId?: string }, now?: Date): string {
  return mintClientReference({ secret: app.config.authSecret, ...owner, now });
}

export function completedEvent(stripe: StripeStandIn, session: FakeSession) {
  return stripe.signedEvent('checkout.session.completed', stripe.sessionObject(session));
}

/**
 * "Assinar" as the browser does it: the server creates the Checkout Session, the vet pays on Stripe's
 * page, Stripe sends checkout.session.completed. Returns the session, its subscription and the event.
 */
export async function buyPlan(
  app: TestApp,
  stripe: StripeStandIn,
  cookie: string,
  request: { plan: string; businessUnitId?: string },
): Promise<{
  session: FakeSession;
  subscription: FakeSubscription;
  event: { body: string; signature: string };
}> {
  const response = await app.request('/api/subscription/checkout', {
    method: 'POST',
    cookie,
    body: JSON.stringify(request),
  });
  if (response.status !== 200) throw new Error(`checkout answered ${response.status}`);
  const url = new URL((await body(response)).url);
  const sessionId = /^\/checkout\/(\w+)$/.exec(url.pathname)?.[1];
  if (!sessionId) throw new Error(`not a Checkout Session: ${url}`);
  const paid = stripe.completeSession(sessionId);
  const event = await completedEvent(stripe, paid.session);
  const delivered = await deliverEvent(app, event);
  if (delivered.status !== 200) throw new Error(`webhook answered ${delivered.status}`);
  return { ...paid, event };
}

/** A test file's Stripe stand-in and the app wired to it (`stripe.env` points the app at the stand-in). */
export interface BilledApp {
  stripe: StripeStandIn;
  app: TestApp;
}

/** Starts both, for a file's `beforeAll`: `({ stripe, app } = await startBilledApp())`. */
export async function startBilledApp(env: Record<string, string> = {}): Promise<BilledApp> {
  const stripe = await startStripeStandIn();
  return { stripe, app: await createTestApp({ ...stripe.env, ...env }) };
}

/** Closes what `startBilledApp` started, even half of it (a failed start leaves the other undefined). */
export async function closeBilledApp({ stripe, app }: Partial<BilledApp>): Promise<void> {
  await app?.close();
  await stripe?.close();
}
