import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { quotaFor } from '../src/billing/subscriptions.ts';
import { unitQuotaOf } from '../src/business-units/unit-quota.ts';
import { businessUnit } from '../src/db/schema/index.ts';
import { countConsultation } from '../src/usage/usage.ts';
import { referenceFor } from '../test/support/billing-helpers.ts';
import { startStripeStandIn } from '../test/support/stripe-stand-in.ts';
import { createTestApp, signUp } from '../test/test-app.ts';
import { percentile } from './support/http-bench.ts';

/**
 * Billing figures: the webhook's handling time (signature check, replay guard, the
 * subscription read back from Stripe — here a local stand-in on loopback — and the update), target p95
 * under 50 ms; and the quota check every consultation creation makes (a paid vet; a vet on the trial;
 * a gratis unit with its owner's trial — docs/decisions/032-consultation-counting-and-trial-rule.md),
 * target under 2 ms.
 * Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
 */
const WARMUP = 10;
const RUNS = 200;

const stripe = await startStripeStandIn();
const app = await createTestApp(stripe.env);
const { cookie } = await signUp(app);
const me = (await (await app.request('/api/me', { cookie })).json()) as { user: { id: string } };
const userId = me.user.id;

const paid = stripe.checkout({ clientReferenceId: referenceFor(app, { userId }) });
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
// Half of them counted (a transcribed segment or a document request), half still open: both sources of
// the one rule (usage/places.ts) are read.
const created = (await (await app.request('/api/consultations?limit=50', { cookie })).json()) as {
  items?: Array<{ id: string }>;
};
for (const item of (created.items ?? []).slice(0, 20))
  await countConsultation(db, { consultationId: item.id });

async function timed(run: () => Promise<boolean>): Promise<number[]> {
  const values: number[] = [];
  for (let i = 0; i < WARMUP + RUNS * 5; i += 1) {
    const started = performance.now();
    const allowed = await run();
    const elapsed = performance.now() - started;
    if (!allowed) throw new Error('quota refused');
    if (i >= WARMUP) values.push(elapsed);
  }
  return values;
}
const quota = await timed(async () => (await quotaFor(db, userId)).decision.allowed);

// A vet on the trial who owns a gratis unit: the trial and the unit's pool share one budget (decision 032).
const owner = await signUp(app);
const ownerMe = (await (await app.request('/api/me', { cookie: owner.cookie })).json()) as {
  user: { id: string };
};
const unitResponse = await app.request('/api/business-units', {
  method: 'POST',
  cookie: owner.cookie,
  body: JSON.stringify({ name: 'Clínica Bench' }),
});
if (unitResponse.status !== 201) throw new Error(`unit: ${unitResponse.status}`);
const unit = (await unitResponse.json()) as { id: string };
for (let i = 0; i < 6; i += 1) {
  const response = await app.request('/api/consultations', {
    method: 'POST',
    cookie: owner.cookie,
    body: JSON.stringify({
      patient: { name: `Mia ${i}`, species: 'gato' },
      ...(i % 2 === 0 ? { businessUnitId: unit.id } : {}),
    }),
  });
  if (response.status !== 201) throw new Error(`trial consultation: ${response.status}`);
}
const trialQuota = await timed(async () => (await quotaFor(db, ownerMe.user.id)).decision.allowed);
const [unitRow] = await db.select().from(businessUnit).where(eq(businessUnit.id, unit.id));
if (!unitRow) throw new Error('unit row');
const unitQuota = await timed(async () => (await unitQuotaOf(db, unitRow)).refusal === null);

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
line('quota check, trial (shared budget)', trialQuota, 2);
line('quota check, gratis unit + owner trial', unitQuota, 2);

await app.close();
await stripe.close();
