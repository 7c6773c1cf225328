import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import {
  body,
  createTestApp,
  registration,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';

/**
 * Maintenance is the server's rule, not only the browser's screen: a vet scripting the API while it is on
 * changes nothing, admins keep working, and money and audio already on their way are not lost.
 */

let fake: FakeOpenAi;
let app: TestApp;
let admin: { email: string; cookie: string };
let vet: { email: string; cookie: string };
const MESSAGE = 'Voltamos às 14h.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const adminEmail = uniqueEmail('admin');
  app = await createTestApp({
    ADMIN_EMAILS: adminEmail,
    AI_STT_PROVIDER: 'openai-compatible',
    AI_STT_BASE_URL: fake.baseUrl,
    AI_STT_API_KEY: 'sk-teste',
  });
  admin = await signUp(app, { email: adminEmail });
  vet = await signUp(app);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const send = (path: string, cookie: string | undefined, method: string, payload?: unknown) =>
  app.request(path, { method, cookie, body: payload === undefined ? undefined : JSON.stringify(payload) });
const setMaintenance = (on: boolean) =>
  send('/api/app-config', admin.cookie, 'PUT', { isMaintenanceMode: on, maintenanceMessage: MESSAGE });

async function expectMaintenance(response: Response, what: string) {
  expect(response.status, what).toBe(503);
  expect(Number(response.headers.get('retry-after')), what).toBeGreaterThan(0);
  expect(await body(response), what).toEqual({ code: 'MAINTENANCE', message: MESSAGE });
}

describe('maintenance on the server', () => {
  it('refuses every change a vet asks for, keeps reads, sign-in, admins, webhooks and started recordings', async () => {
    const started = await send('/api/consultations', vet.cookie, 'POST', {
      patient: { name: 'Thor', species: 'cao' },
    });
    expect(started.status).toBe(201);
    const consultationId = (await body(started)).id as string;
    expect((await setMaintenance(true)).status).toBe(200);

    try {
      await expectMaintenance(
        await send('/api/consultations', vet.cookie, 'POST', { patient: { name: 'Rex', species: 'cao' } }),
        'new consultation',
      );
      await expectMaintenance(
        await send('/api/business-units', vet.cookie, 'POST', { name: 'Clínica Manutenção' }),
        'new unit',
      );
      await expectMaintenance(
        await send(`/api/consultations/${consultationId}/finish`, vet.cookie, 'POST'),
        'finish',
      );
      await expectMaintenance(
        await send('/api/accounts/sign-up', undefined, 'POST', registration()),
        'sign-up',
      );
      await expectMaintenance(
        await send('/api/auth/change-password', vet.cookie, 'POST', {
          currentPassword: TEST_PASSWORD,
          newPassword: 'cavalo-azul-lampada',
        }),
        'change password',
      );
      // Reads stay.
      expect((await send('/api/me', vet.cookie, 'GET')).status).toBe(200);
      expect((await send(`/api/consultations/${consultationId}`, vet.cookie, 'GET')).status).toBe(200);
      // Sign-in works, so an admin can always come in and switch it off.
      const signIn = await send('/api/auth/sign-in/email', undefined, 'POST', {
        email: admin.email,
        password: TEST_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      // The site admin keeps working.
      const adminWrite = await send('/api/consultations', admin.cookie, 'POST', {
        patient: { name: 'Mia', species: 'gato' },
      });
      expect(adminWrite.status).toBe(201);
      // Stripe's webhook is heard (here refused as unconfigured or unsigned, never for maintenance).
      const webhook = await app.request('/api/stripe/webhook', {
        method: 'POST',
        headers: { origin: '', 'content-type': 'application/json' },
        body: '{}',
      });
      expect((await body(webhook)).code).not.toBe('MAINTENANCE');
      // A recording that started before keeps sending its audio: the segments are taken, not lost.
      const segment = await app.request(`/api/consultations/${consultationId}/segments/0`, {
        method: 'POST',
        cookie: vet.cookie,
        body: fakeAudio('o animal está bem'),
        headers: { 'content-type': 'audio/webm;codecs=opus' },
      });
      expect(segment.status).toBe(200);
    } finally {
      expect((await setMaintenance(false)).status).toBe(200);
    }
    const after = await send('/api/consultations', vet.cookie, 'POST', {
      patient: { name: 'Rex', species: 'cao' },
    });
    expect(after.status).toBe(201);
  });
});
