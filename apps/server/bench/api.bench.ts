import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { recordWebhookEvent, wakeWebhookSenders } from '../src/webhooks/record-webhook-event.ts';
import { startWebhookReceiver } from '../test/support/webhook-receiver.ts';
import { createTestApp, signUp, TEST_ORIGIN } from '../test/test-app.ts';
import { percentile } from './support/http-bench.ts';

/**
 * The API's figures (docs/api.md): (1) what a /api/v1 call costs over the app's own route for the same
 * read — the key's lookup instead of the session's — target p95 ≤ +2 ms; (2) webhook fan-out: 1,000
 * `document.ready` events recorded as the generation job records them (one transaction each, with the
 * change), delivered to a receiver on the loopback — target: all delivered, p95 from the commit to the
 * receiver < 2 s; (3) a backlog of 1,000 due at once, drained to the receiver. Real HTTP on a loopback port; PGlite, or PostgreSQL when DATABASE_URL is set.
 */
const WARMUP = 30;
const RUNS = 400;
const EVENTS = 1_000;

const app = await createTestApp({}, { jobPollMs: 100 });
const server = serve({ fetch: app.parts.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const { cookie } = await signUp(app);
const call = async (path: string, headers: Record<string, string>, init: RequestInit = {}) => {
  const response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
};
const session = { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' };
// A key has 300 calls a minute: the bench rotates a few (its budget check is part of what is measured).
const keys: string[] = [];
for (let i = 0; i < 4; i += 1) {
  const created = await call('/api/api-keys', session, {
    method: 'POST',
    body: JSON.stringify({ name: `bench ${i}` }),
  });
  keys.push(((await created.json()) as { key: string }).key);
}
const bearerOf = (i: number) => ({
  authorization: `Bearer ${keys[i % keys.length]}`,
  'content-type': 'application/json',
});
const bearer = bearerOf(0);
const made = (await (
  await call('/api/v1/consultations', bearer, {
    method: 'POST',
    body: JSON.stringify({ externalId: 'BENCH-1', patient: { name: 'Thor', species: 'cao' } }),
  })
).json()) as { id: string };

// (1) The same consultation read both ways, interleaved so both see the same machine.
const appTimes: number[] = [];
const v1Times: number[] = [];
const timed = async (path: string, headers: Record<string, string>) => {
  const started = performance.now();
  await (await call(path, headers)).arrayBuffer();
  return performance.now() - started;
};
for (let i = 0; i < WARMUP + RUNS; i += 1) {
  const inApp = await timed(`/api/consultations/${made.id}`, session);
  const inV1 = await timed(`/api/v1/consultations/${made.id}`, bearerOf(i));
  if (i >= WARMUP) {
    appTimes.push(inApp);
    v1Times.push(inV1);
  }
}
const ms = (value: number) => `${value.toFixed(2)} ms`;
const overhead = percentile(v1Times, 95) - percentile(appTimes, 95);
console.log(`GET consultation, ${RUNS} calls each (p50 / p95):`);
console.log(`  app route (cookie)  ${ms(percentile(appTimes, 50))} / ${ms(percentile(appTimes, 95))}`);
console.log(`  /api/v1 (API key)   ${ms(percentile(v1Times, 50))} / ${ms(percentile(v1Times, 95))}`);
console.log(`  v1 overhead at p95: ${overhead >= 0 ? '+' : ''}${ms(overhead)} (target ≤ +2 ms)`);

// (2) Fan-out to one local receiver.
const receiver = await startWebhookReceiver();
await call('/api/webhook-endpoints', session, {
  method: 'POST',
  body: JSON.stringify({ url: receiver.url, events: ['document.ready'] }),
});
const me = (await (await call('/api/me', session)).json()) as { user: { id: string } };
const readyAt = new Map<string, number>();
const { db } = app.database;
const started = performance.now();
for (let i = 0; i < EVENTS; i += 1) {
  const documentId = crypto.randomUUID();
  await db.transaction((tx) =>
    recordWebhookEvent(tx, {
      ownerId: me.user.id,
      type: 'document.ready',
      consultationId: made.id,
      externalId: 'BENCH-1',
      documentId,
      documentType: 'receita',
    }),
  );
  readyAt.set(documentId, Date.now());
  await wakeWebhookSenders(app.parts.events, 1);
  // Each event is its own generation job in the app, with I/O between them: on PGlite, whose queries
  // settle without leaving the event loop, a loop of bare awaits would starve every timer and socket.
  await new Promise((resolve) => setImmediate(resolve));
}
const recordedMs = performance.now() - started;
await receiver.waitFor(EVENTS, 120_000);
const allDone = performance.now() - started;
const firstSeen = new Map<string, number>();
for (const call of receiver.received) {
  const { data } = JSON.parse(call.body) as { data: { documentId: string } };
  if (!firstSeen.has(data.documentId)) firstSeen.set(data.documentId, call.at);
}
const latencies = [...firstSeen].map(([id, at]) => at - (readyAt.get(id) ?? at));
console.log(`\nwebhook fan-out: ${EVENTS} document.ready events to one receiver on the loopback`);
console.log(`  recorded in ${ms(recordedMs)}; all delivered after ${ms(allDone)}`);
console.log(
  `  delivered: ${firstSeen.size} of ${EVENTS} (duplicates: ${receiver.received.length - firstSeen.size})`,
);
console.log(
  `  ready → delivered p50 / p95 / max: ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} / ${ms(Math.max(...latencies))} (target p95 < 2 s)`,
);

// (3) A backlog due at once (a receiver back after downtime, a burst recorded together): 1,000 deliveries
// committed in one transaction, then the senders woken; how long until the last arrives.
const backlogAt = performance.now();
const before = receiver.received.length;
const recorded = await db.transaction(async (tx) => {
  let count = 0;
  for (let i = 0; i < EVENTS; i += 1)
    count += await recordWebhookEvent(tx, {
      ownerId: me.user.id,
      type: 'document.ready',
      consultationId: made.id,
      externalId: 'BENCH-1',
      documentId: crypto.randomUUID(),
      documentType: 'receita',
    });
  return count;
});
const committedMs = performance.now() - backlogAt;
await wakeWebhookSenders(app.parts.events, recorded);
await receiver.waitFor(before + EVENTS, 300_000);
const drainedMs = performance.now() - backlogAt - committedMs;
// Anything sent twice arrives within the settling second.
await new Promise((resolve) => setTimeout(resolve, 1000));
const backlogIds = new Set(receiver.received.slice(before).map((call) => JSON.parse(call.body).id));
console.log(`\nbacklog: ${EVENTS} deliveries committed together (in ${ms(committedMs)})`);
console.log(
  `  all delivered ${ms(drainedMs)} after the commit; ${backlogIds.size} distinct, ${receiver.received.length - before - backlogIds.size} duplicates`,
);

await receiver.close();
server.close();
await app.close();
