import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBilledApp,
  completedEvent,
  referenceFor,
  startBilledApp,
} from '../../test/support/billing-helpers.ts';
import { readSse } from '../../test/support/sse-reader.ts';
import type { StripeStandIn } from '../../test/support/stripe-stand-in.ts';
import { body, signUp, type TestApp } from '../../test/test-app.ts';
import { notification } from '../db/schema/index.ts';

/**
 * A failed renewal (Stripe's `invoice.payment_failed`, the subscription read back as past due) tells the
 * subscription's owner, once per invoice, live, and nobody else. Stripe is the billing tests' stand-in.
 */

let stripe: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  ({ stripe, app } = await startBilledApp());
});
afterAll(() => closeBilledApp({ stripe, app }));

const deliver = (event: { body: string; signature: string }) =>
  app.request('/api/stripe/webhook', {
    method: 'POST',
    body: event.body,
    headers: { 'stripe-signature': event.signature, origin: '' },
  });

async function paidVet() {
  const { cookie } = await signUp(app);
  const userId = (await body(await app.request('/api/me', { cookie }))).user.id as string;
  const paid = stripe.checkout({ clientReferenceId: referenceFor(app, { userId }) });
  const completed = await completedEvent(stripe, paid.session);
  expect((await deliver(completed)).status).toBe(200);
  return { cookie, userId, subscription: paid.subscription };
}

const failedInvoice = (invoiceId: string, subscriptionId: string) =>
  stripe.signedEvent('invoice.payment_failed', {
    id: invoiceId,
    object: 'invoice',
    parent: { subscription_details: { subscription: subscriptionId } },
  });

const noticesOf = (userId: string) =>
  app.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.recipientId, userId), eq(notification.kind, 'payment_failed')));

describe('payment failed', () => {
  it('tells the owner once per invoice, live, whatever Stripe retries or replays', async () => {
    const vet = await paidVet();
    const other = await paidVet();
    vet.subscription.status = 'past_due';
    const stream = readSse(await app.request('/api/notifications/events', { cookie: vet.cookie }));
    try {
      await stream.next('ready');
      const first = await failedInvoice('in_falha_1', vet.subscription.id);
      expect((await deliver(first)).status).toBe(200);
      expect(await stream.next('changed')).toEqual({});
    } finally {
      await stream.close();
    }
    const list = (await body(await app.request('/api/notifications', { cookie: vet.cookie }))).notifications;
    expect(list[0]).toMatchObject({
      kind: 'payment_failed',
      title: 'Não conseguimos cobrar sua assinatura',
      message:
        'O pagamento do plano Pro Mensal não foi aprovado. Verifique o cartão cadastrado ou fale com o seu banco.',
      isRead: false,
    });
    expect(list[0].content).toContain('3 dias');

    // The same event again, and Stripe's next attempt at the same invoice: no second notice.
    expect((await deliver(await failedInvoice('in_falha_1', vet.subscription.id))).status).toBe(200);
    expect((await noticesOf(vet.userId)).length).toBe(1);
    // A later invoice that fails is news.
    expect((await deliver(await failedInvoice('in_falha_2', vet.subscription.id))).status).toBe(200);
    expect((await noticesOf(vet.userId)).length).toBe(2);

    expect(await noticesOf(other.userId)).toEqual([]);
    const othersList = (await body(await app.request('/api/notifications', { cookie: other.cookie })))
      .notifications;
    expect(othersList.filter((n: { kind: string }) => n.kind === 'payment_failed')).toEqual([]);
  });

  it('says nothing when Stripe’s state read back is not past due (paid meanwhile)', async () => {
    const vet = await paidVet();
    // The subscription is active again by the time the event is handled.
    expect((await deliver(await failedInvoice('in_pago_depois', vet.subscription.id))).status).toBe(200);
    expect(await noticesOf(vet.userId)).toEqual([]);
  });
});
