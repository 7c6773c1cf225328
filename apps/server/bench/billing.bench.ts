import { performance } from 'node:perf_hooks';
import { encodeClientReference } from '@vetvoz/domain';
import { quotaFor } from '../src/billing/subscriptions.ts';
import { startStripeStandIn } from '../test/support/stripe-stand-in.ts';
import { createTestApp, signUp } from '../test/test-app.ts';
import { percentile } from './support/http-bench.ts';

/**
 * Billing figures (issue 13): the webhook's handling time (signature check, replay guard, the
 * subscription read back from Stripe — here a local stand-in on loopback — and the update), target p95
 * under 50 ms; and the quota check every consultation creation makes, target under 2 ms.
 * Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
 */
const WARMUP = 10;
const RUNS = 200;

const stripe = await startStripeStandIn();
const app = await createTestApp(stripe.env);
const { cookie } = await signUp(app);
const me = (await (await app.request('/api/me', { cookie })).json()) as { user: { id: string } };
const userId = me.user.id;

const paid = stripe.checkout({ clientReferenceId: encodeClientReference({ userId }) });
async function deliver(type: string, object: object) {
  const event = await stripe.signedEvent(type, object);
  const started = performance.now();
  const response = await app.request('/api/stripe/webhook', {
    method: 'POST',
    body: event.body,
    headers: { 'stripe-signature': event.signature, origin: '' },
  });
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`webhook ${type}: ${response.status}`);
  return elapsed;
}

await deliver('checkout.session.completed', {
  id: paid.session.id,
  object: 'checkout.session',
  mode: 'subscription',
  client_reference_id: paid.session.client_reference_id,
  subscription: paid.subscription.id,
  customer: paid.subscription.customer,
});
const invoice = { object: 'invoice', subscription: paid.subscription.id };
const subscriptionObject = stripe.subscriptionObject(paid.subscription);
const webhook: number[] = [];
for (let i = 0; i < WARMUP + RUNS; i += 1) {
  const type = i % 2 === 0 ? 'invoice.paid' : 'customer.subscription.updated';
  const elapsed = await deliver(type, type === 'invoice.paid' ? invoice : subscriptionObject);
  if (i >= WARMUP) webhook.push(elapsed);
}
const ignored: number[] = [];
for (let i = 0; i < RUNS; i += 1) ignored.push(await deliver('customer.created', { object: 'customer' }));

// The quota check counts this window's consultations: give the vet some usage first.
const { db } = app.database;
for (let i = 0; i < 40; i += 1) {
  const response = await app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: `Thor ${i}`, species: 'cao' } }),
  });
  if (response.status !== 201) throw new Error(`consultation: ${response.status}`);
}
const quota: number[] = [];
for (let i = 0; i < WARMUP + RUNS * 5; i += 1) {
  const started = performance.now();
  const { decision } = await quotaFor(db, userId);
  const elapsed = performance.now() - started;
  if (!decision.allowed) throw new Error('quota refused');
  if (i >= WARMUP) quota.push(elapsed);
}

const line = (name: string, values: number[], target: number) => {
  const p50 = percentile(values, 50);
  const p95 = percentile(values, 95);
  const verdict = p95 < target ? 'ok' : 'OVER TARGET';
  console.log(
    `${name.padEnd(38)} p50 ${p50.toFixed(2).padStart(7)} ms  p95 ${p95.toFixed(2).padStart(7)} ms  (target p95 < ${target} ms: ${verdict}, n=${values.length})`,
  );
};
console.log(`billing bench on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
line('webhook (handled event, Stripe read)', webhook, 50);
line('webhook (ignored event type)', ignored, 50);
line('quota check on consultation creation', quota, 2);

await app.close();
await stripe.close();
