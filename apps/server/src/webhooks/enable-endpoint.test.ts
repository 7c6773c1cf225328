import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/support/webhook-receiver.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { auditLog, notification } from '../db/schema/index.ts';

/** "Reativar": a disabled endpoint is turned back on by its owner only, and is told again if it goes again. */

let app: TestApp;
let receiver: WebhookReceiver;
/** What the receiver answers: 410 until the practice system is back. */
let answer = 410;

beforeAll(async () => {
  app = await createTestApp({}, { jobPollMs: 100 });
  receiver = await startWebhookReceiver({ status: () => answer });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

async function vet() {
  const { cookie } = await signUp(app);
  const { key } = await body(
    await app.request('/api/api-keys', { method: 'POST', cookie, body: JSON.stringify({ name: 'PIMS' }) }),
  );
  return { cookie, key: key as string };
}

const readyConsultation = async (key: string, externalId: string) => {
  const headers = { origin: '', authorization: `Bearer ${key}` };
  const made = await body(
    await app.request('/api/v1/consultations', {
      method: 'POST',
      headers,
      body: JSON.stringify({ externalId, patient: { name: 'Thor', species: 'cao' } }),
    }),
  );
  const texted = await app.request(`/api/v1/consultations/${made.id}/transcript`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ transcript: 'Thor, cão de oito anos, vômito há dois dias; mucosas normais.' }),
  });
  expect(texted.status).toBe(200);
};

async function statusOf(cookie: string, want: string) {
  for (let i = 0; i < 100; i += 1) {
    const [endpoint] = (await body(await app.request('/api/webhook-endpoints', { cookie }))).endpoints;
    if (endpoint.status === want) return want;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 'timed out';
}

const enable = (cookie: string, id: string) =>
  app.request(`/api/webhook-endpoints/${id}/enable`, { method: 'POST', cookie });

describe('re-enabling a webhook endpoint', () => {
  it('lets only its owner turn a disabled endpoint back on; events flow again, and a new 410 is told again', async () => {
    const owner = await vet();
    const other = await vet();
    const created = await app.request('/api/webhook-endpoints', {
      method: 'POST',
      cookie: owner.cookie,
      body: JSON.stringify({ url: receiver.url, events: ['consultation.transcribed'] }),
    });
    const { id } = await body(created);
    await readyConsultation(owner.key, 'ATD-1');
    expect(await statusOf(owner.cookie, 'disabled')).toBe('disabled');

    // Another vet, or a made-up id: 404, and the endpoint stays off.
    expect((await enable(other.cookie, id)).status).toBe(404);
    expect((await enable(owner.cookie, 'nao-e-um-id')).status).toBe(404);
    expect(await statusOf(owner.cookie, 'disabled')).toBe('disabled');

    answer = 200;
    const enabled = await enable(owner.cookie, id);
    expect(enabled.status).toBe(200);
    expect(await body(enabled)).toMatchObject({ id, status: 'active', url: receiver.url });
    // Again on an active one: the same answer, nothing recorded twice.
    expect((await enable(owner.cookie, id)).status).toBe(200);
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'webhook.enable'), eq(auditLog.target, `webhook-endpoint:${id}`)));
    expect(trail).toHaveLength(1);

    await readyConsultation(owner.key, 'ATD-2');
    await receiver.waitFor(2);
    expect(JSON.parse(receiver.received[1]?.body ?? '{}').data.externalId).toBe('ATD-2');

    // Gone again: disabled again, and the vet hears of it again.
    answer = 410;
    await readyConsultation(owner.key, 'ATD-3');
    expect(await statusOf(owner.cookie, 'disabled')).toBe('disabled');
    const notices = await app.database.db
      .select()
      .from(notification)
      .where(eq(notification.kind, 'webhook_disabled'));
    expect(notices).toHaveLength(2);
  });
});
