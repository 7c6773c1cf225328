import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp({
    AI_STT_PROVIDER: 'openai-compatible',
    AI_STT_BASE_URL: fake.baseUrl,
    AI_STT_API_KEY: 'sk-teste',
    AI_TEXT_PROVIDER: 'openai-compatible',
    AI_TEXT_BASE_URL: fake.baseUrl,
    AI_TEXT_MODEL: 'modelo-teste',
    ANONYMISER_MODEL_PASS: 'on',
  });
  cookie = (await signUp(app)).cookie;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

// A name no rule can know: not in the census list, no cue around it.
const SPOKEN = 'O Thor brincou com Zorbeliano Quistar no sítio e voltou mancando da pata traseira.';

async function uploadSpoken(): Promise<string> {
  const created = await app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
  });
  const { id } = await body(created);
  const response = await app.request(`/api/consultations/${id}/segments/0`, {
    method: 'POST',
    cookie,
    body: fakeAudio(SPOKEN),
    headers: { 'content-type': 'audio/webm;codecs=opus' },
  });
  expect(response.status).toBe(200);
  return (await body(response)).text as string;
}

describe('the anonymiser model pass in the pipeline (ANONYMISER_MODEL_PASS=on)', () => {
  it('redacts the exact spans the model names, and never text the model invents', async () => {
    fake.reset();
    // The first request is the transcription (no fault); the second, the model pass.
    const answer = {
      trechos: [
        { texto: 'Zorbeliano Quistar', tipo: 'NOME' },
        { texto: 'Ana', tipo: 'NOME' },
      ],
    };
    fake.injectFaults({ delayMs: 0 }, { content: JSON.stringify(answer) });
    const text = await uploadSpoken();
    expect(text).toBe('O Thor brincou com [TUTOR] no sítio e voltou mancando da pata traseira.');
    const pass = fake.requests.find((request) => request.path === '/v1/chat/completions');
    // The model read the text the rules had already redacted, with the names to keep.
    expect(JSON.stringify(pass?.body?.messages)).toContain('Animal: Thor.');
  });

  it('keeps the rules’ result when the model fails', async () => {
    fake.reset();
    fake.injectFaults({ delayMs: 0 }, { status: 400 });
    const text = await uploadSpoken();
    expect(text).toBe(SPOKEN);
  });
});
