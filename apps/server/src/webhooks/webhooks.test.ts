import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@vetvoz/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/support/webhook-receiver.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { notification, webhookDelivery, webhookEndpoint } from '../db/schema/index.ts';
import { createLogger } from '../logging/logger.ts';
import { deliverWebhook } from './deliver-webhook.ts';
import { MAX_ATTEMPTS } from './retry-schedule.ts';

const silentLog = createLogger('silent');

let fake: FakeOpenAi;
let app: TestApp;
const receivers: WebhookReceiver[] = [];

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias. A tutora Marina Castro conta que ele comeu ' +
  'lixo. Mucosas normocoradas, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via ' +
  'subcutânea uma vez ao dia por 3 dias. Retorno em sete dias.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    {
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
    },
    { generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 }, jobPollMs: 100 },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(options?: Parameters<typeof startWebhookReceiver>[0]) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

async function vetWithKey() {
  const { cookie } = await signUp(app);
  const { key } = await body(
    await app.request('/api/api-keys', { method: 'POST', cookie, body: JSON.stringify({ name: 'PIMS' }) }),
  );
  return { cookie, key: key as string };
}

const v1 = (path: string, key: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { origin: '', authorization: `Bearer ${key}` },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

async function register(cookie: string, url: string, events?: string[]) {
  const response = await app.request('/api/webhook-endpoints', {
    method: 'POST',
    cookie,
    body: JSON.stringify({
      url,
      events: events ?? ['consultation.transcribed', 'document.ready', 'document.failed'],
    }),
  });
  expect(response.status).toBe(201);
  return body(response);
}

/** A consultation from the API, made ready with typed text (the event `consultation.transcribed`). */
async function readyConsultation(key: string, externalId: string) {
  const made = await body(
    await v1('/consultations', key, {
      method: 'POST',
      body: { externalId, patient: { name: 'Thor', species: 'cao' } },
    }),
  );
  const texted = await v1(`/consultations/${made.id}/transcript`, key, {
    method: 'PUT',
    body: { transcript: TRANSCRIPT, tutorName: 'Marina Castro' },
  });
  expect(texted.status).toBe(200);
  return made.id as string;
}

const verified = (secret: string, header: string, raw: string) => {
  const { t, v1: mac } = Object.fromEntries(header.split(',').map((p) => p.split('='))) as Record<
    string,
    string
  >;
  return mac === createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
};

async function deliveriesOf(cookie: string, endpointId: string) {
  return (await body(await app.request(`/api/webhook-endpoints/${endpointId}/deliveries`, { cookie })))
    .deliveries;
}

describe('webhook endpoints', () => {
  it('answers 201 {id, secret} once, lists without the secret, and refuses unsafe addresses in pt-BR', async () => {
    const { cookie } = await vetWithKey();
    const local = await receiver();
    const created = await register(cookie, local.url, ['document.ready']);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.secret.startsWith(WEBHOOK_SECRET_PREFIX)).toBe(true);
    const listed = await body(await app.request('/api/webhook-endpoints', { cookie }));
    expect(listed.endpoints).toEqual([
      expect.objectContaining({
        id: created.id,
        url: local.url,
        events: ['document.ready'],
        status: 'active',
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    // Not even the database holds the secret: it is derived from a salt with the server secret.
    const [row] = await app.database.db
      .select()
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    for (const url of [
      'ftp://exemplo.com.br/hook',
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'https://192.168.0.10/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://user:senha@exemplo.com.br/hook',
      'não é url',
    ]) {
      const refused = await app.request('/api/webhook-endpoints', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ url, events: ['document.ready'] }),
      });
      expect(refused.status, url).toBe(400);
      expect((await body(refused)).message).toMatch(/Endereço inválido|URL/);
    }
    const badEvent = await app.request('/api/webhook-endpoints', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ url: local.url, events: ['document.deleted'] }),
    });
    expect(badEvent.status).toBe(400);
    expect((await body(badEvent)).message).toContain('Evento inválido');

    // Another vet neither sees nor touches it.
    const other = await signUp(app);
    expect(
      (await body(await app.request('/api/webhook-endpoints', { cookie: other.cookie }))).endpoints,
    ).toEqual([]);
    const stolen = await app.request(`/api/webhook-endpoints/${created.id}`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(stolen.status).toBe(404);
    expect(
      (await app.request(`/api/webhook-endpoints/${created.id}/deliveries`, { cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      (await app.request(`/api/webhook-endpoints/${created.id}`, { method: 'DELETE', cookie })).status,
    ).toBe(204);
  });
});

/** The clock moves on: the endpoint's scheduled retries are due now, and the senders are woken. */
async function dueNow(endpointId: string) {
  await app.database.db.execute(
    sql`update webhook_delivery set next_attempt_at = now() where endpoint_id = ${endpointId} and status = 'pending'`,
  );
  app.parts.worker.wake();
}

describe('webhook deliveries', () => {
  it('signs each event, sends ids and the externalId (no tutor data), for transcribed, ready and failed', async () => {
    const { cookie, key } = await vetWithKey();
    const local = await receiver();
    const { id: endpointId, secret } = await register(cookie, local.url);
    const consultationId = await readyConsultation(key, 'ATD-77');
    await local.waitFor(1);
    const first = local.received[0];
    if (!first) throw new Error('no webhook');
    const header = String(first.headers['vetvoz-signature']);
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(verified(secret, header, first.body)).toBe(true);
    const event = JSON.parse(first.body);
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'consultation.transcribed',
      createdAt: expect.any(String),
      data: { consultationId, externalId: 'ATD-77' },
    });
    expect(first.body).not.toContain('Marina');

    const asked = await v1(`/consultations/${consultationId}/documents`, key, {
      method: 'POST',
      body: { types: ['receita'] },
    });
    expect(asked.status).toBe(202);
    await local.waitFor(2);
    const ready = JSON.parse(local.received[1]?.body ?? '{}');
    expect(ready.type).toBe('document.ready');
    expect(ready.data).toMatchObject({ consultationId, externalId: 'ATD-77', documentType: 'receita' });
    const document = await body(await v1(`/documents/${ready.data.documentId}`, key));
    expect(document.status).toBe('ready');

    // A model that keeps answering garbage: the document fails, and the receiver hears so.
    fake.injectFaults(...Array.from({ length: 6 }, () => ({ content: 'isto não é JSON' })));
    await v1(`/consultations/${consultationId}/documents`, key, {
      method: 'POST',
      body: { types: ['anamnese'] },
    });
    await local.waitFor(3);
    fake.reset();
    const failed = JSON.parse(local.received[2]?.body ?? '{}');
    expect(failed).toMatchObject({
      type: 'document.failed',
      data: { consultationId, documentType: 'anamnese' },
    });

    // The outcome is written just after the receiver answers.
    const allDelivered = (rows: { status: string; attempts: number }[]) =>
      rows.every((d) => d.status === 'delivered' && d.attempts === 1);
    let log = await deliveriesOf(cookie, endpointId);
    for (let i = 0; i < 50 && !allDelivered(log); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      log = await deliveriesOf(cookie, endpointId);
    }
    expect(log.map((d: { type: string }) => d.type)).toEqual([
      'document.failed',
      'document.ready',
      'consultation.transcribed',
    ]);
    expect(allDelivered(log)).toBe(true);
  });

  it('an endpoint hears only the events it chose, and only its own vet’s', async () => {
    const a = await vetWithKey();
    const b = await vetWithKey();
    const onlyReady = await receiver();
    const otherVet = await receiver();
    await register(a.cookie, onlyReady.url, ['document.ready']);
    await register(b.cookie, otherVet.url);
    await readyConsultation(a.key, 'ATD-1');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onlyReady.received).toHaveLength(0);
    expect(otherVet.received).toHaveLength(0);
  });

  it('retries a failing receiver with backoff, the same event id each time, and a job of an automatic attempt queued before the senders sends nothing', async () => {
    const { cookie, key } = await vetWithKey();
    const flaky = await receiver({ status: (call) => (call === 1 ? 500 : 200) });
    const { id: endpointId } = await register(cookie, flaky.url, ['consultation.transcribed']);
    await readyConsultation(key, 'ATD-RETRY');
    await flaky.waitFor(1);
    let [delivery] = await deliveriesOf(cookie, endpointId);
    for (let i = 0; i < 50 && delivery.attempts === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [delivery] = await deliveriesOf(cookie, endpointId);
    }
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'O endereço respondeu HTTP 500.',
    });
    // The first retry is scheduled within 30 s (10 s), durably, on the delivery row.
    const waitMs = Date.parse(delivery.nextAttemptAt) - Date.now();
    expect(waitMs).toBeGreaterThan(5_000);
    expect(waitMs).toBeLessThanOrEqual(30_000);
    const [row] = await app.database.db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.id, delivery.id));
    expect(row?.scheduledAttempt).toBe(2);

    // The clock moves on: the retry is claimed and delivered.
    await dueNow(endpointId);
    await flaky.waitFor(2);
    expect(flaky.received[1]?.body).toBe(flaky.received[0]?.body);
    for (let i = 0; i < 50 && delivery.status !== 'delivered'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [delivery] = await deliveriesOf(cookie, endpointId);
    }
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastError: null,
      nextAttemptAt: null,
    });

    // A job of an automatic attempt (queued by a version without senders): the senders own it, it sends nothing.
    await deliverWebhook({
      deps: { db: app.database.db, events: app.parts.events, log: silentLog, webhooks: app.config.webhooks },
      deliveryId: delivery.id,
      attempt: 2,
    });
    expect(flaky.received).toHaveLength(2);

    // "Reenviar" sends the same event (same id) once more.
    const again = await app.request(
      `/api/webhook-endpoints/${endpointId}/deliveries/${delivery.id}/redeliver`,
      {
        method: 'POST',
        cookie,
      },
    );
    expect(again.status).toBe(202);
    await flaky.waitFor(3);
    expect(JSON.parse(flaky.received[2]?.body ?? '{}').id).toBe(
      JSON.parse(flaky.received[0]?.body ?? '{}').id,
    );
  });

  it('gives up after the last scheduled attempt and says why', async () => {
    const { cookie, key } = await vetWithKey();
    const down = await receiver({ status: () => 503 });
    const { id: endpointId } = await register(cookie, down.url, ['consultation.transcribed']);
    await readyConsultation(key, 'ATD-DOWN');
    for (let call = 1; call <= MAX_ATTEMPTS; call += 1) {
      await down.waitFor(call);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await dueNow(endpointId);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [delivery] = await deliveriesOf(cookie, endpointId);
    expect(delivery).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(delivery.lastError).toBe('O endereço respondeu HTTP 503.');
    expect(down.received).toHaveLength(MAX_ATTEMPTS);
  });

  it('a receiver answering 410 disables the endpoint and the vet is notified', async () => {
    const { cookie, key } = await vetWithKey();
    const gone = await receiver({ status: () => 410 });
    const { id: endpointId } = await register(cookie, gone.url, ['consultation.transcribed']);
    await readyConsultation(key, 'ATD-GONE');
    await gone.waitFor(1);
    let endpoints = (await body(await app.request('/api/webhook-endpoints', { cookie }))).endpoints;
    for (let i = 0; i < 50 && endpoints[0].status === 'active'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      endpoints = (await body(await app.request('/api/webhook-endpoints', { cookie }))).endpoints;
    }
    expect(endpoints[0].status).toBe('disabled');
    const [delivery] = await deliveriesOf(cookie, endpointId);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    const notices = await app.database.db
      .select()
      .from(notification)
      .where(eq(notification.kind, 'webhook_disabled'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain('410');
    // Nothing more is sent to it, and "Reenviar" says why it cannot.
    await readyConsultation(key, 'ATD-GONE-2');
    const redo = await app.request(
      `/api/webhook-endpoints/${endpointId}/deliveries/${delivery.id}/redeliver`,
      {
        method: 'POST',
        cookie,
      },
    );
    expect(redo.status).toBe(409);
    expect((await body(redo)).message).toContain('desativado');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gone.received).toHaveLength(1);
    const rows = await app.database.db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.endpointId, endpointId));
    expect(rows).toHaveLength(1);
  });
});
