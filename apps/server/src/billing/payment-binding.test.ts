import { billingSummarySchema } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBilledApp,
  deliverEvent,
  referenceFor,
  startBilledApp,
} from '../../test/support/billing-helpers.ts';
import { INTERVALS, type StripeStandIn } from '../../test/support/stripe-stand-in.ts';
import { body, signUp, type TestApp } from '../../test/test-app.ts';
import { subscription } from '../db/schema/index.ts';

/**
 * A payment credits only the account whose browser asked for it, and a paying vet is never locked out by
 * someone else's payment: the attacker's steps, each as a test, against the Stripe stand-in.
 */

let stripe: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  ({ stripe, app } = await startBilledApp());
});
afterAll(() => closeBilledApp({ stripe, app }));

const DAY = 24 * 3600 * 1000;

async function vet() {
  const account = await signUp(app);
  const me = await body(await app.request('/api/me', { cookie: account.cookie }));
  return { ...account, userId: me.user.id as string };
}

async function billing(cookie: string) {
  return billingSummarySchema.parse(await body(await app.request('/api/subscription', { cookie })));
}

const startConsultation = (cookie: string) =>
  app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
  });

/** The victim's own annual plan, active, as billing recorded it when they paid. */
async function annualPlanOf(userId: string) {
  const paid = stripe.checkout({ clientReferenceId: 'pago-pela-vitima', interval: INTERVALS.anual });
  const start = new Date(paid.subscription.start_date * 1000);
  await app.database.db.insert(subscription).values({
    userId,
    plan: 'anual',
    status: 'active',
    checkoutSessionId: paid.session.id,
    stripeCustomerId: paid.subscription.customer,
    stripeSubscriptionId: paid.subscription.id,
    startedAt: start,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(paid.subscription.period.end * 1000),
    stripeStateAt: new Date(Date.now() - 60_000),
  });
  return paid;
}

/** The stranger pays a month (40 days ago) with `reference` as the client reference, then cancels it. */
async function strangerPaysAndCancels(reference: string) {
  const paid = stripe.checkout({
    clientReferenceId: reference,
    start: new Date(Date.now() - 40 * DAY),
    created: new Date(Date.now() - 40 * DAY),
  });
  const completed = await stripe.signedEvent(
    'checkout.session.completed',
    stripe.sessionObject(paid.session),
  );
  expect((await deliverEvent(app, completed)).status).toBe(200);
  paid.subscription.status = 'canceled';
  const deleted = await stripe.signedEvent(
    'customer.subscription.deleted',
    stripe.subscriptionObject(paid.subscription),
  );
  expect((await deliverEvent(app, deleted)).status).toBe(200);
  return paid;
}

describe('a stranger paying in a paying vet’s name', () => {
  it('edits client_reference_id to the victim’s id, pays a month and cancels: the victim keeps the annual plan', async () => {
    const victim = await vet();
    await annualPlanOf(victim.userId);
    const paid = await strangerPaysAndCancels(victim.userId);
    const rows = await app.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.stripeSubscriptionId, paid.subscription.id));
    expect(rows).toHaveLength(0);
    expect((await billing(victim.cookie)).subscription).toMatchObject({ plan: 'anual', status: 'active' });
    expect((await startConsultation(victim.cookie)).status).toBe(201);
  });

  it('swaps the user id inside a reference minted for the stranger: refused as forged, nothing credited', async () => {
    const victim = await vet();
    const stranger = await vet();
    await annualPlanOf(victim.userId);
    const own = referenceFor(app, { userId: stranger.userId });
    const forged = own.replace(stranger.userId, victim.userId);
    const paid = await strangerPaysAndCancels(forged);
    const rows = await app.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.stripeSubscriptionId, paid.subscription.id));
    expect(rows).toHaveLength(0);
    expect((await billing(victim.cookie)).quota.allowed).toBe(true);
  });

  it('pays with a reference minted days before the session began: stale, nothing credited', async () => {
    const payer = await vet();
    const old = referenceFor(app, { userId: payer.userId }, new Date(Date.now() - 3 * DAY));
    const paid = stripe.checkout({ clientReferenceId: old });
    const completed = await stripe.signedEvent(
      'checkout.session.completed',
      stripe.sessionObject(paid.session),
    );
    expect((await deliverEvent(app, completed)).status).toBe(200);
    expect((await billing(payer.cookie)).subscription?.plan).toBe('gratis');
  });

  it('never lets a newer cancelled row hide a live plan, whoever it came from', async () => {
    const victim = await vet();
    await annualPlanOf(victim.userId);
    const ended = new Date(Date.now() - 5 * DAY);
    await app.database.db.insert(subscription).values({
      userId: victim.userId,
      plan: 'mensal',
      status: 'canceled',
      checkoutSessionId: 'cs_test_estranho',
      stripeSubscriptionId: 'sub_estranho_cancelado',
      startedAt: new Date(Date.now() - 35 * DAY),
      currentPeriodEnd: ended,
    });
    expect((await billing(victim.cookie)).subscription).toMatchObject({ plan: 'anual', status: 'active' });
    const started = await startConsultation(victim.cookie);
    expect(started.status).toBe(201);
  });
});

describe('the success page’s confirmation', () => {
  it('reads Stripe once per session id however often it is asked, and throttles each account', async () => {
    const payer = await vet();
    const paid = stripe.checkout({ clientReferenceId: referenceFor(app, { userId: payer.userId }) });
    const session = stripe.sessions.get(paid.session.id);
    if (session) session.status = 'open';
    const confirm = () =>
      app.request('/api/subscription/confirm', {
        method: 'POST',
        cookie: payer.cookie,
        body: JSON.stringify({ sessionId: paid.session.id }),
      });
    const before = stripe.calls.length;
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await confirm());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(stripe.calls.length - before).toBe(1);
    let status = 200;
    for (let i = 0; i < 70 && status === 200; i += 1) status = (await confirm()).status;
    expect(status).toBe(429);
  });

  it('answers a session paid with someone else’s reference like a missing one', async () => {
    const payer = await vet();
    const other = await vet();
    const paid = stripe.checkout({ clientReferenceId: referenceFor(app, { userId: other.userId }) });
    const answer = await app.request('/api/subscription/confirm', {
      method: 'POST',
      cookie: payer.cookie,
      body: JSON.stringify({ sessionId: paid.session.id }),
    });
    expect(answer.status).toBe(404);
  });
});

describe('a signed but malformed event', () => {
  it('is refused with a 400 in Portuguese, not a crash', async () => {
    for (const shape of [{ type: 'invoice.paid' }, { id: 'evt_sem_dados', type: 'invoice.paid' }]) {
      const { signature, body: raw } = await signedRaw(shape);
      const answer = await deliverEvent(app, { body: raw, signature });
      expect(answer.status).toBe(400);
      expect(await body(answer)).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringMatching(/Stripe/),
      });
    }
  });
});

/** A body Stripe would never send, signed with the webhook secret all the same. */
async function signedRaw(payload: object) {
  const event = await stripe.signedEvent('x', {});
  const raw = JSON.stringify(payload);
  const { default: Stripe } = await import('stripe');
  const signature = await new Stripe('sk_test_x').webhooks.generateTestHeaderStringAsync({
    payload: raw,
    secret: stripe.env.STRIPE_WEBHOOK_SECRET as string,
  });
  return { id: event.id, body: raw, signature };
}
