import { billingSummarySchema, unitBillingSchema } from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyPlan,
  closeBilledApp,
  completedEvent,
  deliverEvent,
  referenceFor,
  startBilledApp,
} from '../../test/support/billing-helpers.ts';
import {
  INTERVALS,
  PRICES,
  type StripeStandIn,
  startStripeStandIn,
} from '../../test/support/stripe-stand-in.ts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, createUnitAs, newVet, send, type Vet } from '../business-units/test-support.ts';
import { notification, subscription } from '../db/schema/index.ts';

/**
 * A paying vet manages their own billing through Stripe's Customer Portal, changes plan on the one
 * subscription Stripe bills, and is never billed twice; a unit's owner does the same for the unit.
 */

let stripe: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  ({ stripe, app } = await startBilledApp());
});
afterAll(() => closeBilledApp({ stripe, app }));

const portal = (vet: Vet, businessUnitId?: string) =>
  send(app, 'POST', '/api/subscription/portal', vet.cookie, businessUnitId ? { businessUnitId } : {});

async function billing(vet: Vet) {
  return billingSummarySchema.parse(await body(await send(app, 'GET', '/api/subscription', vet.cookie)));
}

describe('Gerenciar pagamento', () => {
  it('opens the portal for the customer who pays, and returns to the profile', async () => {
    const vet = await newVet(app);
    expect((await billing(vet)).portalAvailable).toBe(false);
    const none = await portal(vet);
    expect(none.status).toBe(404);
    expect((await body(none)).message).toMatch(/Ainda não há assinatura paga/);
    const paid = await buyPlan(app, stripe, vet.cookie, { plan: 'mensal' });
    expect((await billing(vet)).portalAvailable).toBe(true);
    const opened = await portal(vet);
    expect(opened.status).toBe(200);
    const session = stripe.portalSessions.get(
      new URL((await body(opened)).url).pathname.split('/').pop() ?? '',
    );
    expect(session).toMatchObject({
      customer: paid.subscription.customer,
      return_url: 'http://localhost:3000/profile#assinatura',
    });
  });

  it('says in Portuguese when Stripe is down, and changes nothing', async () => {
    const vet = await newVet(app);
    await buyPlan(app, stripe, vet.cookie, { plan: 'mensal' });
    const before = await billing(vet);
    stripe.failWith = 500;
    const down = await portal(vet);
    stripe.failWith = undefined;
    expect(down.status).toBe(502);
    expect(await body(down)).toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
      message: 'Não foi possível abrir o portal de pagamento do Stripe.',
      details: 'O Stripe não respondeu. Tente novamente em instantes.',
    });
    expect(await billing(vet)).toEqual(before);
  });
});

describe('changing plan', () => {
  it('changes the plan on the subscription Stripe bills (prorated in the portal), never a second one', async () => {
    const vet = await newVet(app);
    const paid = await buyPlan(app, stripe, vet.cookie, { plan: 'mensal' });
    const sessionsBefore = stripe.sessions.size;
    const change = await send(app, 'POST', '/api/subscription/checkout', vet.cookie, { plan: 'anual' });
    expect(change.status).toBe(200);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    const flow = stripe.portalSessions.get(new URL((await body(change)).url).pathname.split('/').pop() ?? '');
    expect(flow?.params).toMatchObject({
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': paid.subscription.id,
      'flow_data[subscription_update_confirm][items][0][id]': `si_${paid.subscription.id}`,
      'flow_data[subscription_update_confirm][items][0][price]': PRICES.anual,
    });
    // The vet confirms in the portal; Stripe tells the app.
    paid.subscription.interval = INTERVALS.anual;
    const updated = await stripe.signedEvent(
      'customer.subscription.updated',
      stripe.subscriptionObject(paid.subscription),
    );
    expect((await deliverEvent(app, updated)).status).toBe(200);
    expect((await billing(vet)).subscription).toMatchObject({ plan: 'anual', status: 'active' });
    const rows = await app.database.db.select().from(subscription).where(eq(subscription.userId, vet.id));
    expect(rows.filter((row) => row.plan !== 'gratis')).toHaveLength(1);
  });

  it('cancels the older subscription at Stripe, prorated, when a second checkout completes anyway, and tells the vet', async () => {
    const vet = await newVet(app);
    const first = await buyPlan(app, stripe, vet.cookie, { plan: 'mensal' });
    // A second tab still had a checkout open from before the first payment.
    const second = stripe.checkout({
      clientReferenceId: referenceFor(app, { userId: vet.id }),
      interval: INTERVALS.anual,
      customer: first.subscription.customer,
      start: new Date(Date.now() + 1000),
    });
    stripe.failWith = 500;
    const event = await completedEvent(stripe, second.session);
    // Stripe down: the webhook fails, nothing is recorded, and Stripe's retry does it all.
    const down = await deliverEvent(app, event);
    stripe.failWith = undefined;
    expect(down.status).toBe(500);
    expect((await deliverEvent(app, await completedEvent(stripe, second.session))).status).toBe(200);
    expect(stripe.cancellations).toContainEqual({
      subscription: first.subscription.id,
      params: expect.objectContaining({ prorate: 'true', invoice_now: 'true' }),
    });
    expect(first.subscription.status).toBe('canceled');
    expect((await billing(vet)).subscription).toMatchObject({ plan: 'anual', status: 'active' });
    const notices = await app.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.recipientId, vet.id), eq(notification.kind, 'subscription_replaced')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain('cancelamos o plano anterior com crédito proporcional');
  });
});

describe('a unit’s plan', () => {
  it('is read, bought and managed by the unit’s owner only', async () => {
    const owner = await newVet(app);
    const admin = await newVet(app);
    const unitId = await createUnitAs(app, owner, 'Clínica Pagante');
    await addMember(app, unitId, owner, admin, 'admin');
    const read = (vet: Vet) => send(app, 'GET', `/api/subscription/units/${unitId}`, vet.cookie);
    expect((await read(admin)).status).toBe(403);
    expect((await portal(admin, unitId)).status).toBe(403);
    expect(unitBillingSchema.parse(await body(await read(owner)))).toEqual({
      subscription: null,
      paymentAvailable: true,
      portalAvailable: false,
    });
    const paid = await buyPlan(app, stripe, owner.cookie, { plan: 'semestral', businessUnitId: unitId });
    expect(stripe.sessions.get(paid.session.id)?.metadata).toEqual({
      vetvoz_user_id: owner.id,
      vetvoz_unit_id: unitId,
    });
    expect(unitBillingSchema.parse(await body(await read(owner)))).toMatchObject({
      subscription: { plan: 'semestral', status: 'active', businessUnitId: unitId },
      portalAvailable: true,
    });
    const opened = await portal(owner, unitId);
    const session = stripe.portalSessions.get(
      new URL((await body(opened)).url).pathname.split('/').pop() ?? '',
    );
    expect(session?.return_url).toBe('http://localhost:3000/business-units');
    // Changing the unit's plan goes to the same subscription too.
    const change = await send(app, 'POST', '/api/subscription/checkout', owner.cookie, {
      plan: 'anual',
      businessUnitId: unitId,
    });
    expect(new URL((await body(change)).url).pathname).toMatch(/^\/portal\//);
  });
});

describe('payment links, when no price id is configured', () => {
  it('carry a reference minted and signed for the account, which credits the payer', async () => {
    const linksOnly = await startStripeStandIn({ linksOnly: true });
    const linkApp = await createTestApp(linksOnly.env);
    try {
      const vet = await newVet(linkApp);
      const answer = await send(linkApp, 'POST', '/api/subscription/checkout', vet.cookie, {
        plan: 'semestral',
      });
      const url = new URL((await body(answer)).url);
      expect(url.pathname).toBe('/pay/semestral');
      const reference = url.searchParams.get('client_reference_id') ?? '';
      expect(reference).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
      const paid = linksOnly.checkout({ clientReferenceId: reference, interval: INTERVALS.semestral });
      const event = await linksOnly.signedEvent(
        'checkout.session.completed',
        linksOnly.sessionObject(paid.session),
      );
      expect((await deliverEvent(linkApp, event)).status).toBe(200);
      const summary = await body(await send(linkApp, 'GET', '/api/subscription', vet.cookie));
      expect(summary.subscription).toMatchObject({ plan: 'semestral', status: 'active' });
    } finally {
      await linkApp.close();
      await linksOnly.close();
    }
  });
});
