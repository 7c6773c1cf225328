import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/support/webhook-receiver.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { notification, webhookDelivery, webhookEndpoint } from '../db/schema/index.ts';
import { createLogger } from '../logging/logger.ts';
import { CLAIM_LEASE_SECONDS, claimDueDeliveries } from './claim-deliveries.ts';
import { recordWebhookEvent } from './record-webhook-event.ts';
import { MAX_ATTEMPTS } from './retry-schedule.ts';
import { createWebhookSender, type WebhookSender } from './webhook-sender.ts';

/**
 * The batched senders (decision 054) on their own: the app's sender is stopped, each test runs its own,
 * as one node or as two nodes on one database.
 */
let app: TestApp;
const receivers: WebhookReceiver[] = [];
const senders: WebhookSender[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.parts.worker.stop();
});
afterAll(async () => {
  await Promise.all(senders.map((sender) => sender.stop()));
  await Promise.all(receivers.map((r) => r.close()));
  await app.close();
});

async function receiver(options?: Parameters<typeof startWebhookReceiver>[0]) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

function sender(options: { concurrency?: number; perEndpoint?: number } = {}) {
  const started = createWebhookSender({
    db: app.database.db,
    events: app.parts.events,
    log: createLogger('silent'),
    webhooks: app.config.webhooks,
    pollMs: 20,
    ...options,
  });
  senders.push(started);
  return started;
}

/** A vet with an endpoint at `url` and `events` document.ready events recorded for it. */
async function endpointWithEvents(url: string, events: number) {
  const { cookie } = await signUp(app);
  const created = await app.request('/api/webhook-endpoints', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ url, events: ['document.ready'] }),
  });
  const { id: endpointId } = await body(created);
  const [endpoint] = await app.database.db
    .select({ userId: webhookEndpoint.userId })
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.id, endpointId));
  for (let i = 0; i < events; i += 1)
    await recordWebhookEvent(app.database.db, {
      ownerId: endpoint?.userId as string,
      type: 'document.ready',
      consultationId: randomUUID(),
      externalId: null,
      documentId: randomUUID(),
      documentType: 'receita',
    });
  return { endpointId, cookie };
}

const rowsOf = (endpointId: string) =>
  app.database.db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpointId));

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('webhook senders', () => {
  it('claims many due deliveries in one statement, a few per endpoint, each once until its lease ends', async () => {
    const a = await endpointWithEvents('http://127.0.0.1:9/a', 12);
    const b = await endpointWithEvents('http://127.0.0.1:9/b', 3);
    const { db } = app.database;
    const claims = await claimDueDeliveries({ db, count: 20, perEndpoint: 5, held: [] });
    const ofA = claims.filter((claim) => claim.endpointId === a.endpointId);
    const ofB = claims.filter((claim) => claim.endpointId === b.endpointId);
    expect([ofA.length, ofB.length]).toEqual([5, 3]);
    expect(claims.every((claim) => claim.attempt === 1 && claim.body.type === 'document.ready')).toBe(true);
    // Claimed rows wait for their lease to end; the next claim takes the others.
    const [row] = await db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.id, ofA[0]?.id as string));
    const leaseSeconds = ((row?.nextAttemptAt?.getTime() ?? 0) - Date.now()) / 1000;
    expect(leaseSeconds).toBeGreaterThan(CLAIM_LEASE_SECONDS - 5);
    const next = await claimDueDeliveries({ db, count: 20, perEndpoint: 5, held: [] });
    expect(next.map((claim) => claim.endpointId)).toEqual(Array(5).fill(a.endpointId));
    expect(next.some((claim) => claims.some((first) => first.id === claim.id))).toBe(false);
    // What this process holds is never claimed again by it, even past its lease, and counts toward the
    // endpoint's places: 5 held of 7 leaves 2.
    await db.execute(
      sql`update webhook_delivery set next_attempt_at = now() where endpoint_id = ${a.endpointId}`,
    );
    const rest = await claimDueDeliveries({ db, count: 20, perEndpoint: 7, held: ofA });
    expect(rest).toHaveLength(2);
    expect(rest.some((claim) => ofA.some((mine) => mine.id === claim.id))).toBe(false);
    await db.execute(sql`delete from webhook_endpoint where id in (${a.endpointId}, ${b.endpointId})`);
  });

  it('sends a burst with a bounded pool: every event delivered once, outcomes recorded', async () => {
    const local = await receiver();
    const { endpointId } = await endpointWithEvents(local.url, 60);
    await sender({ concurrency: 8, perEndpoint: 4 }).start();
    await local.waitFor(60);
    await until(async () => (await rowsOf(endpointId)).every((row) => row.status === 'delivered'));
    const ids = local.received.map((call) => JSON.parse(call.body).id);
    expect(new Set(ids).size).toBe(60);
    expect(local.received).toHaveLength(60);
    const rows = await rowsOf(endpointId);
    expect(rows.every((row) => row.attempts === 1 && row.deliveredAt && row.nextAttemptAt === null)).toBe(
      true,
    );
    await senders.pop()?.stop();
  });

  it('a slow receiver is not sent the same delivery twice, however often two nodes poll', async () => {
    const slow = await receiver({ delayMs: 1_500 });
    const { endpointId } = await endpointWithEvents(slow.url, 6);
    const nodeA = sender({ concurrency: 4, perEndpoint: 2 });
    const nodeB = sender({ concurrency: 4, perEndpoint: 2 });
    await Promise.all([nodeA.start(), nodeB.start()]);
    await until(async () => (await rowsOf(endpointId)).every((row) => row.status === 'delivered'), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = slow.received.map((call) => JSON.parse(call.body).id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    await Promise.all([nodeA.stop(), nodeB.stop()]);
    senders.splice(-2);
  }, 30_000);

  it('retries a failure within 30 s, on the same delivery, until it is delivered', async () => {
    const flaky = await receiver({ status: (call) => (call === 1 ? 503 : 200) });
    const { endpointId } = await endpointWithEvents(flaky.url, 1);
    const node = sender();
    await node.start();
    await until(async () => (await rowsOf(endpointId))[0]?.attempts === 1);
    const [failed] = await rowsOf(endpointId);
    expect(failed).toMatchObject({
      status: 'pending',
      scheduledAttempt: 2,
      lastError: 'O endereço respondeu HTTP 503.',
    });
    const waitSeconds = ((failed?.nextAttemptAt?.getTime() ?? 0) - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(5);
    expect(waitSeconds).toBeLessThanOrEqual(30);
    // The clock moves on.
    await app.database.db.execute(
      sql`update webhook_delivery set next_attempt_at = now() where endpoint_id = ${endpointId}`,
    );
    await until(async () => (await rowsOf(endpointId))[0]?.status === 'delivered');
    const [delivered] = await rowsOf(endpointId);
    expect(delivered).toMatchObject({
      attempts: 2,
      lastError: null,
      scheduledAttempt: null,
      nextAttemptAt: null,
    });
    expect(flaky.received[1]?.body).toBe(flaky.received[0]?.body);
    expect(MAX_ATTEMPTS).toBe(9);
    await node.stop();
    senders.pop();
  });

  it('410 in a batch disables the endpoint once, fails its deliveries and notifies the vet once', async () => {
    const gone = await receiver({ status: () => 410 });
    const { endpointId } = await endpointWithEvents(gone.url, 5);
    const node = sender({ concurrency: 8, perEndpoint: 8 });
    await node.start();
    await until(async () => (await rowsOf(endpointId)).every((row) => row.status === 'failed'));
    const [endpoint] = await app.database.db
      .select()
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.id, endpointId));
    expect(endpoint?.status).toBe('disabled');
    const notices = await app.database.db
      .select()
      .from(notification)
      .where(like(notification.dedupeKey, `webhook_disabled:${endpointId}%`));
    expect(notices).toHaveLength(1);
    const rows = await rowsOf(endpointId);
    expect(rows.every((row) => row.scheduledAttempt === null && row.nextAttemptAt === null)).toBe(true);
    await node.stop();
    senders.pop();
  });
});
