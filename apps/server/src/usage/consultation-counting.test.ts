import { SEGMENT_UPLOADS_PER_HOUR } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { readSse } from '../../test/support/sse-reader.ts';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { userIdOf } from '../admin/test-seed.ts';
import { auditLog, usage } from '../db/schema/index.ts';
import { consumeRateLimit } from '../rate-limit/rate-limit.ts';

/**
 * The attacker's steps against the quota (docs/decisions/032-consultation-counting-and-trial-rule.md):
 * each used to leave the quota untouched while the speech or text provider worked for free.
 */

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;
let adminCookie: string;

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const adminEmail = uniqueEmail('suporte');
  app = await createTestApp(
    {
      ADMIN_EMAILS: adminEmail,
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: fake.baseUrl,
      AI_STT_API_KEY: 'sk-teste',
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
    },
    {
      transcriptionRetryPolicy: { maxAttempts: 2, timeoutMs: 2500, backoffBaseMs: 5, backoffMaxMs: 20 },
      generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 },
      jobPollMs: 100,
    },
  );
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  cookie = (await signUp(app)).cookie;
});

const post = (url: string, payload: unknown, as = cookie) =>
  app.request(url, { method: 'POST', cookie: as, body: JSON.stringify(payload) });
const remove = (id: string, as = cookie) =>
  app.request(`/api/consultations/${id}`, { method: 'DELETE', cookie: as });
const used = async (as = cookie) =>
  (await body(await app.request('/api/subscription', { cookie: as }))).quota.used as number;

async function createConsultation(as = cookie): Promise<string> {
  const created = await post('/api/consultations', { patient: { name: 'Thor', species: 'cao' } }, as);
  expect(created.status).toBe(201);
  return (await body(created)).id;
}

function upload(id: string, index: number, text: string, as = cookie) {
  return app.request(`/api/consultations/${id}/segments/${index}`, {
    method: 'POST',
    cookie: as,
    body: fakeAudio(text),
    headers: { 'content-type': 'audio/webm;codecs=opus' },
  });
}

describe('a consultation counts at its first transcribed segment or first document', () => {
  it('create → upload segments → read the transcript → delete: counted once, and stays counted', async () => {
    const id = await createConsultation();
    for (let index = 0; index < 8; index++)
      expect((await upload(id, index, `Trecho ${index}. ${TRANSCRIPT}`)).status).toBe(200);
    const view = await body(await app.request(`/api/consultations/${id}`, { cookie }));
    expect(view.transcript).toContain('maropitant');
    expect(fake.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(8);

    expect((await remove(id)).status).toBe(204);
    expect(await used()).toBe(1);
  });

  it('a streaming document read, then the consultation deleted before it is ready: counted', async () => {
    const id = await createConsultation();
    const typed = await app.request(`/api/consultations/${id}/transcript`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ transcript: TRANSCRIPT }),
    });
    expect(typed.status).toBe(200);
    fake.injectFaults({ chunkDelayMs: 40 });
    const stream = await app.request(`/api/consultations/${id}/documents/events`, { cookie });
    const { next, close } = readSse(stream);
    try {
      await next('snapshot');
      expect((await post(`/api/consultations/${id}/documents`, { types: ['anamnese'] })).status).toBe(202);
      // The growing content streams as patches (documents/document-stream.ts).
      const partial = await next('patch');
      expect(partial.ops).not.toHaveLength(0);
    } finally {
      await close();
    }
    expect((await remove(id)).status).toBe(204);
    expect(await used()).toBe(1);
  });

  it('an open consultation with nothing transcribed still frees its place when deleted', async () => {
    const id = await createConsultation();
    expect(await used()).toBe(1);
    expect((await remove(id)).status).toBe(204);
    expect(await used()).toBe(0);
  });

  it('meters the audio seconds of each transcribed segment on the owner’s usage row', async () => {
    const id = await createConsultation();
    for (let index = 0; index < 3; index++) await upload(id, index, `Trecho ${index}.`);
    const [row] = await app.database.db.select().from(usage).where(eq(usage.consultationId, id));
    expect(row?.audioSeconds).toBe(60);
  });
});

describe('support gives a consultation back', () => {
  it('with a reason, audited: it no longer counts; without one, a pt-BR 400', async () => {
    const id = await createConsultation();
    await upload(id, 0, TRANSCRIPT);
    expect(await used()).toBe(1);
    const userId = await userIdOf(app, cookie);
    const listed = await app.request(`/api/admin/users/${userId}/counted-consultations`, {
      cookie: adminCookie,
    });
    expect(listed.status).toBe(200);
    const { consultations } = await body(listed);
    expect(consultations).toHaveLength(1);
    expect(consultations[0]).toMatchObject({ consultationDeleted: false, unitName: null, givenBackAt: null });

    const refused = await post(
      `/api/admin/counted-consultations/${consultations[0].id}/give-back`,
      {},
      adminCookie,
    );
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toBe('Informe o motivo.');

    const reason = 'Transcrição falhou no meio da consulta; confirmado pelo suporte.';
    const given = await post(
      `/api/admin/counted-consultations/${consultations[0].id}/give-back`,
      { reason },
      adminCookie,
    );
    expect(given.status).toBe(200);
    expect((await body(given)).givenBackAt).not.toBeNull();
    expect(await used()).toBe(0);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.usage.give-back'));
    expect(audit).toMatchObject({
      target: `user:${userId}`,
      details: { reason, usageId: consultations[0].id },
    });

    // A vet cannot do it, and a second give-back changes nothing.
    const byVet = await post(
      `/api/admin/counted-consultations/${consultations[0].id}/give-back`,
      { reason },
      cookie,
    );
    expect(byVet.status).toBe(403);
    const again = await post(
      `/api/admin/counted-consultations/${consultations[0].id}/give-back`,
      { reason },
      adminCookie,
    );
    expect(again.status).toBe(409);
    expect(await used()).toBe(0);
  });
});

describe('segment caps', () => {
  it('refuses a segment past the per-consultation cap in Portuguese', async () => {
    const id = await createConsultation();
    const response = await upload(id, 600, 'Trecho.');
    expect(response.status).toBe(400);
    expect((await body(response)).message).toMatch(/no máximo 600 trechos de áudio/);
  });

  it('refuses transcriptions past the hourly cap with 429, Retry-After and a pt-BR message', async () => {
    const id = await createConsultation();
    const userId = await userIdOf(app, cookie);
    const rule = { limit: SEGMENT_UPLOADS_PER_HOUR, windowSeconds: 3600 };
    for (let i = 0; i < SEGMENT_UPLOADS_PER_HOUR; i++)
      await consumeRateLimit({ db: app.database.db, key: `segments:user:${userId}`, rule });
    const response = await upload(id, 0, TRANSCRIPT);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await body(response)).message).toMatch(/Muitos trechos de áudio enviados na última hora/);
    expect(fake.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(0);
  });

  it(`still takes a whole 90-minute consultation (271 segments of the browser's 20 s)`, async () => {
    const id = await createConsultation();
    const uploads = [];
    for (let index = 0; index < 271; index++) uploads.push(await upload(id, index, `Trecho ${index}.`));
    expect(uploads.every((response) => response.status === 200)).toBe(true);
  }, 120_000);
});
