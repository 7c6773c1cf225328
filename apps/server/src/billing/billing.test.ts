import { billingSummarySchema } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBilledApp,
  completedEvent,
  referenceFor,
  startBilledApp,
} from '../../test/support/billing-helpers.ts';
import { INTERVALS, type StripeStandIn } from '../../test/support/stripe-stand-in.ts';
import { body, randomCpf, signUp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { subscription } from '../db/schema/index.ts';

/**
 * Billing against a Stripe stand-in (the official SDK pointed at STRIPE_API_BASE, webhooks signed with
 * the SDK's test header): the trial, checkout, webhooks (signatures, replays, order), past_due, cancel.
 */

let stripe: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  ({ stripe, app } = await startBilledApp());
});
afterAll(() => closeBilledApp({ stripe, app }));

async function billing(cookie: string) {
  const response = await app.request('/api/subscription', { cookie });
  expect(response.status).toBe(200);
  return billingSummarySchema.parse(await body(response));
}

async function deliver(event: { body: string; signature: string }) {
  return app.request('/api/stripe/webhook', {
    method: 'POST',
    body: event.body,
    headers: { 'stripe-signature': event.signature, origin: '' },
  });
}

async function userIdOf(cookie: string): Promise<string> {
  return (await body(await app.request('/api/me', { cookie }))).user.id;
}

/** A vet who paid for `plan` on the stand-in, and the webhook that said so. */
async function paidVet(interval: { interval: 'month' | 'year'; count: number } = INTERVALS.mensal) {
  const vet = await signUp(app);
  const userId = await userIdOf(vet.cookie);
  const paid = stripe.checkout({ clientReferenceId: referenceFor(app, { userId }), interval });
  const event = await completedEvent(stripe, paid.session);
  expect((await deliver(event)).status).toBe(200);
  return { ...vet, userId, ...paid, event };
}

const startConsultation = (cookie: string) =>
  app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
  });

describe('the free trial', () => {
  it('starts at sign-up: plan gratis, 10 consultations, never the plan picked as an intent', async () => {
    const vet = await signUp(app, { plan: 'anual' });
    const summary = await billing(vet.cookie);
    expect(summary.subscription).toMatchObject({
      plan: 'gratis',
      status: 'trialing',
      checkoutSessionId: 'free_session',
    });
    expect(summary.quota).toMatchObject({ allowed: true, limit: 10, used: 0, remaining: 10, level: 'ok' });
    expect(summary.paymentAvailable).toBe(true);
    // Asking again changes nothing.
    const again = await app.request('/api/subscription/free', { method: 'POST', cookie: vet.cookie });
    expect(again.status).toBe(200);
    const rows = await app.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.userId, await userIdOf(vet.cookie)));
    expect(rows).toHaveLength(1);
  });

  it('is given once per CPF: an account deleted and made again with the same CPF gets no new one', async () => {
    const cpf = randomCpf();
    const first = await signUp(app, { cpf });
    const deleted = await app.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: first.cookie,
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(deleted.status).toBe(200);
    const second = await signUp(app, { cpf });
    const summary = await billing(second.cookie);
    expect(summary.subscription).toMatchObject({ plan: 'gratis', status: 'canceled' });
    expect(summary.quota).toMatchObject({ allowed: false, refusal: 'trial-exhausted' });
    const refused = await startConsultation(second.cookie);
    expect(refused.status).toBe(402);
    expect((await body(refused)).code).toBe('QUOTA_EXCEEDED');
    const retried = await app.request('/api/subscription/free', { method: 'POST', cookie: second.cookie });
    expect(retried.status).toBe(409);
    expect(await body(retried)).toMatchObject({ code: 'TRIAL_USED' });
  });
});

describe('checkout', () => {
  it('creates the Checkout Session on the server: payer, reference and metadata written there', async () => {
    const vet = await signUp(app);
    const userId = await userIdOf(vet.cookie);
    const response = await app.request('/api/subscription/checkout', {
      method: 'POST',
      cookie: vet.cookie,
      body: JSON.stringify({ plan: 'qualquer' }),
    });
    const url = new URL((await body(response)).url);
    const session = stripe.sessions.get(url.pathname.split('/').pop() ?? '');
    expect(session).toMatchObject({
      status: 'open',
      price: 'price_vetvoz_mensal',
      customer_email: expect.stringContaining('@'),
      metadata: { vetvoz_user_id: userId },
      success_url: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment/failure',
    });
    expect(session?.client_reference_id).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
  });
});

describe('Stripe webhooks', () => {
  it('refuses a missing or wrong signature and changes nothing', async () => {
    const vet = await signUp(app);
    const userId = await userIdOf(vet.cookie);
    const paid = stripe.checkout({ clientReferenceId: referenceFor(app, { userId }) });
    const event = await stripe.signedEvent('checkout.session.completed', {
      id: paid.session.id,
      mode: 'subscription',
      client_reference_id: paid.session.client_reference_id,
      subscription: paid.subscription.id,
    });
    for (const signature of [
      '',
      't=1,v1=00',
      event.signature.replace(/v1=(\w)/, (_, d: string) => `v1=${d === '0' ? '1' : '0'}`),
    ]) {
      const response = await deliver({ body: event.body, signature });
      expect(response.status).toBe(400);
      expect((await body(response)).code).toBe('VALIDATION');
    }
    const tampered = await deliver({
      body: event.body.replace(userId, `${userId}x`),
      signature: event.signature,
    });
    expect(tampered.status).toBe(400);
    expect((await billing(vet.cookie)).subscription?.plan).toBe('gratis');
  });

  it('activates the plan paid for (from the price’s interval) once, whatever the replays', async () => {
    const monthly = await paidVet();
    expect((await billing(monthly.cookie)).subscription).toMatchObject({ plan: 'mensal', status: 'active' });
    expect((await billing(monthly.cookie)).quota).toMatchObject({ limit: 150, remaining: 150 });
    expect((await deliver(monthly.event)).status).toBe(200);
    const rows = await app.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.userId, monthly.userId));
    expect(rows.filter((row) => row.plan !== 'gratis')).toHaveLength(1);
    expect((await billing((await paidVet(INTERVALS.semestral)).cookie)).subscription?.plan).toBe('semestral');
    expect((await billing((await paidVet(INTERVALS.anual)).cookie)).subscription?.plan).toBe('anual');
  });

  it('makes one subscription of two different deliveries of one checkout arriving at once', async () => {
    const vet = await signUp(app);
    const userId = await userIdOf(vet.cookie);
    const paid = stripe.checkout({ clientReferenceId: referenceFor(app, { userId }) });
    const object = {
      id: paid.session.id,
      mode: 'subscription',
      client_reference_id: paid.session.client_reference_id,
      subscription: paid.subscription.id,
    };
    const events = await Promise.all(
      [1, 2].map(() => stripe.signedEvent('checkout.session.completed', object)),
    );
    const answers = await Promise.all(events.map(deliver));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await app.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.stripeSubscriptionId, paid.subscription.id));
    expect(rows).toHaveLength(1);
  });

  it('ignores unknown events and checkouts of unknown users with a 200', async () => {
    expect((await deliver(await stripe.signedEvent('customer.created', { id: 'cus_x' }))).status).toBe(200);
    const paid = stripe.checkout({ clientReferenceId: 'ninguem_123' });
    const unknown = await stripe.signedEvent('checkout.session.completed', {
      id: paid.session.id,
      mode: 'subscription',
      client_reference_id: 'ninguem_123',
      subscription: paid.subscription.id,
    });
    expect((await deliver(unknown)).status).toBe(200);
    const rows = await app.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.stripeSubscriptionId, paid.subscription.id));
    expect(rows).toHaveLength(0);
  });

  it('keeps access for 3 days after a failed renewal, then refuses new consultations', async () => {
    const vet = await paidVet();
    vet.subscription.status = 'past_due';
    const failed = await stripe.signedEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: vet.subscription.id } },
    });
    expect((await deliver(failed)).status).toBe(200);
    const summary = await billing(vet.cookie);
    expect(summary.subscription?.status).toBe('past_due');
    expect(summary.quota.allowed).toBe(true);
    expect((await startConsultation(vet.cookie)).status).toBe(201);
    // Four days later.
    await app.database.db
      .update(subscription)
      .set({ pastDueSince: new Date(Date.now() - 4 * 24 * 3600 * 1000) })
      .where(eq(subscription.stripeSubscriptionId, vet.subscription.id));
    const refused = await startConsultation(vet.cookie);
    expect(refused.status).toBe(402);
    expect((await body(refused)).message).toContain('pendente há mais de 3 dias');
    // Paid again: access back.
    vet.subscription.status = 'active';
    const paidAgain = await stripe.signedEvent('invoice.paid', {
      id: 'in_2',
      object: 'invoice',
      parent: { subscription_details: { subscription: vet.subscription.id } },
    });
    expect((await deliver(paidAgain)).status).toBe(200);
    expect((await billing(vet.cookie)).subscription).toMatchObject({ status: 'active', pastDueSince: null });
  });

  it('ends in Stripe’s current state when events arrive out of order', async () => {
    const vet = await paidVet();
    vet.subscription.status = 'canceled';
    const deleted = await stripe.signedEvent(
      'customer.subscription.deleted',
      stripe.subscriptionObject(vet.subscription),
    );
    // An older "updated" (from before the deletion) arrives after it.
    const older = await stripe.signedEvent(
      'customer.subscription.updated',
      { ...stripe.subscriptionObject(vet.subscription), status: 'active' },
      new Date(Date.now() - 60_000),
    );
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    expect((await billing(vet.cookie)).subscription?.status).toBe('canceled');
  });
});

describe('cancel and confirm', () => {
  it('cancels at the period end for the owner only; Stripe down changes nothing and says why', async () => {
    const vet = await paidVet();
    const other = await signUp(app);
    const cancel = (cookie: string) =>
      app.request('/api/cancel-subscription', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ checkoutSessionId: vet.session.id }),
      });
    expect((await cancel(other.cookie)).status).toBe(404);
    stripe.failWith = 500;
    const down = await cancel(vet.cookie);
    stripe.failWith = undefined;
    expect(down.status).toBe(502);
    expect(await body(down)).toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
      message: 'Falha ao cancelar a assinatura no Stripe',
      details: expect.any(String),
    });
    expect((await billing(vet.cookie)).subscription?.cancelAtPeriodEnd).toBe(false);
    const done = await cancel(vet.cookie);
    expect(done.status).toBe(200);
    expect(billingSummarySchema.parse(await body(done)).subscription).toMatchObject({
      plan: 'mensal',
      cancelAtPeriodEnd: true,
    });
    expect((await startConsultation(vet.cookie)).status).toBe(201);
  });

  it('confirms a checkout on the success page before the webhook arrives, for its payer only', async () => {
    const vet = await signUp(app);
    const userId = await userIdOf(vet.cookie);
    const paid = stripe.checkout({
      clientReferenceId: referenceFor(app, { userId }),
      interval: INTERVALS.anual,
    });
    const confirm = (cookie: string) =>
      app.request('/api/subscription/confirm', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ sessionId: paid.session.id }),
      });
    expect((await confirm((await signUp(app)).cookie)).status).toBe(404);
    const response = await confirm(vet.cookie);
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({
      state: 'confirmed',
      summary: { subscription: { plan: 'anual' } },
    });
  });
});
