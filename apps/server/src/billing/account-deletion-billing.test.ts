import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, closeBilledApp, deliverEvent, startBilledApp } from '../../test/support/billing-helpers.ts';
import type { StripeStandIn } from '../../test/support/stripe-stand-in.ts';
import { body, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { createUnitAs, newVet, type Vet } from '../business-units/test-support.ts';
import { subscription, user } from '../db/schema/index.ts';

/**
 * Deleting an account stops its billing at Stripe first — the person's own plan and their units' — and
 * nothing is erased when Stripe cannot be reached; Stripe's later news about an erased owner is ignored.
 */

let stripe: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  ({ stripe, app } = await startBilledApp());
});
afterAll(() => closeBilledApp({ stripe, app }));

const deleteAccount = (vet: Vet) =>
  app.request('/api/auth/delete-user', {
    method: 'POST',
    cookie: vet.cookie,
    body: JSON.stringify({ password: TEST_PASSWORD }),
  });

async function payingOwner() {
  const vet = await newVet(app);
  const own = await buyPlan(app, stripe, vet.cookie, { plan: 'mensal' });
  const unitId = await createUnitAs(app, vet, 'Clínica que paga');
  const unit = await buyPlan(app, stripe, vet.cookie, { plan: 'anual', businessUnitId: unitId });
  return { vet, own, unit, unitId };
}

const rowsOf = (ids: string[]) =>
  app.database.db.select().from(subscription).where(inArray(subscription.stripeSubscriptionId, ids));

describe('deleting an account with paid plans', () => {
  it('refuses in Portuguese and erases nothing while Stripe is down; the retry cancels everything, then erases', async () => {
    const { vet, own, unit } = await payingOwner();
    const wrong = await app.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: vet.cookie,
      body: JSON.stringify({ password: 'senha-errada-000' }),
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(own.subscription.status).toBe('active');

    stripe.failWith = 500;
    const down = await deleteAccount(vet);
    stripe.failWith = undefined;
    expect(down.status).toBe(502);
    expect(await body(down)).toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
      message:
        'Não foi possível encerrar a cobrança no Stripe. Nada foi excluído; tente de novo em instantes.',
    });
    expect(await app.database.db.select().from(user).where(eq(user.id, vet.id))).toHaveLength(1);
    expect((await rowsOf([own.subscription.id, unit.subscription.id])).map((row) => row.status)).toEqual([
      'active',
      'active',
    ]);

    // A first attempt had cancelled the unit's plan at Stripe before failing: the retry picks up the rest.
    unit.subscription.status = 'canceled';
    const done = await deleteAccount(vet);
    expect(done.status).toBe(200);
    expect(own.subscription.status).toBe('canceled');
    expect(stripe.cancellations).toContainEqual({
      subscription: own.subscription.id,
      params: expect.objectContaining({ prorate: 'false' }),
    });
    const rows = await rowsOf([own.subscription.id, unit.subscription.id]);
    expect(rows.map((row) => [row.status, row.userId])).toEqual([
      ['canceled', null],
      ['canceled', null],
    ]);
    expect(await app.database.db.select().from(user).where(eq(user.id, vet.id))).toHaveLength(0);
  });

  it('acknowledges and ignores Stripe’s later events about the erased owner', async () => {
    const { vet, own } = await payingOwner();
    expect((await deleteAccount(vet)).status).toBe(200);
    // A renewal Stripe had already started, arriving afterwards.
    own.subscription.status = 'active';
    const renewal = await stripe.signedEvent('invoice.paid', {
      id: 'in_depois',
      object: 'invoice',
      parent: { subscription_details: { subscription: own.subscription.id } },
    });
    expect((await deliverEvent(app, renewal)).status).toBe(200);
    const [row] = await rowsOf([own.subscription.id]);
    expect(row).toMatchObject({ status: 'canceled', userId: null });
  });
});
