import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';

/**
 * End to end: real transcription and generation against the fake OpenAI-compatible server write their
 * provider calls, and the admin's AI section reads them back — failures included.
 */
let fake: FakeOpenAi;
let app: TestApp;
let adminCookie: string;
let vetCookie: string;

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias. Mucosas normocoradas, temperatura de 39,2 ' +
  'graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ao dia por 3 dias. Retorno em sete dias.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const adminEmail = uniqueEmail('admin');
  app = await createTestApp(
    {
      ADMIN_EMAILS: adminEmail,
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: fake.baseUrl,
      AI_STT_API_KEY: 'sk-teste',
      AI_STT_MODEL: 'whisper-teste',
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
    },
    {
      transcriptionRetryPolicy: { maxAttempts: 2, backoffBaseMs: 1, backoffMaxMs: 1 },
      generationPolicy: { maxRetries: 0, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 },
      jobPollMs: 100,
    },
  );
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
  vetCookie = (await signUp(app)).cookie;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const post = (url: string, payload: unknown) =>
  app.request(url, { method: 'POST', cookie: vetCookie, body: JSON.stringify(payload) });

type Row = {
  kind: string;
  provider: string;
  model: string;
  calls: number;
  failures: number;
  errors: unknown[];
};
async function providerRows(until: (rows: Row[]) => boolean): Promise<Row[]> {
  for (let i = 0; i < 100; i++) {
    const response = await app.request('/api/admin/ai-providers', { cookie: adminCookie });
    const rows = (await body(response)).providers as Row[];
    if (until(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('provider calls never recorded');
}

describe('provider calls recorded where the providers are called', () => {
  it('records each transcription attempt, the failed one with its kind', async () => {
    const created = await post('/api/consultations', { patient: { name: 'Thor', species: 'cao' } });
    const { id } = await body(created);
    fake.injectFaults({ status: 503 });
    const uploaded = await app.request(`/api/consultations/${id}/segments/0`, {
      method: 'POST',
      cookie: vetCookie,
      body: fakeAudio('Primeiro trecho gravado.'),
      headers: { 'content-type': 'audio/webm' },
    });
    expect(uploaded.status).toBe(200);
    const rows = await providerRows((list) => list.some((row) => row.kind === 'stt' && row.calls >= 2));
    expect(rows.find((row) => row.kind === 'stt')).toMatchObject({
      provider: 'openai-compatible',
      model: 'whisper-teste',
      calls: 2,
      failures: 1,
      errors: [{ code: 'unavailable', count: 1 }],
    });
  });

  it('records a document generation run with its outcome', async () => {
    const created = await post('/api/consultations', { patient: { name: 'Mel', species: 'cao' } });
    const { id } = await body(created);
    const typed = await app.request(`/api/consultations/${id}/transcript`, {
      method: 'PATCH',
      cookie: vetCookie,
      body: JSON.stringify({ transcript: TRANSCRIPT }),
    });
    expect(typed.status).toBe(200);
    expect((await post(`/api/consultations/${id}/documents`, { types: ['receita'] })).status).toBe(202);
    const rows = await providerRows((list) => list.some((row) => row.kind === 'text' && row.calls >= 1));
    expect(rows.find((row) => row.kind === 'text')).toMatchObject({
      provider: 'openai-compatible',
      model: 'modelo-de-teste',
      calls: 1,
      failures: 0,
    });
  });
});
