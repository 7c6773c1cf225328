import { transcriptParagraphs } from '@vetvoz/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { newVet, send, type Vet } from '../business-units/test-support.ts';

const RETRY = { maxAttempts: 2, timeoutMs: 2500, backoffBaseMs: 5, backoffMaxMs: 20 };
const TEXT_MODEL = {
  AI_TEXT_PROVIDER: 'openai-compatible',
  AI_TEXT_API_KEY: 'sk-teste',
  AI_TEXT_MODEL: 'modelo-de-teste',
};

/** Two voices as the diarising stand-in hears them (fake-audio.ts): A examines, B reports. */
const DIARISED =
  'A: Bom dia. O que houve com o Thor? §B: Meu nome é Joana Prado. Ele vomitou desde ontem, doutora, e ' +
  'não quer comer. §A: Vou examinar. Temperatura trinta e nove, mucosas normocoradas. Vou prescrever ' +
  'maropitant um miligrama por quilo por três dias.';

const PLAIN =
  'Bom dia, o que aconteceu com o Thor? Ele vomitou três vezes desde ontem, doutora. Está bebendo água? ' +
  'Sim, bebe bastante. Entendi. Temperatura trinta e nove vírgula dois, mucosas normocoradas. Vou ' +
  'prescrever maropitant um miligrama por quilo, uma vez ao dia, por três dias.';

interface Setup {
  fake: FakeOpenAi;
  app: TestApp;
  captured: ReturnType<typeof capturedLogger>;
}

async function setUp(sttModel: string): Promise<Setup> {
  const fake = await startFakeOpenAi();
  const captured = capturedLogger();
  const app = await createTestApp(
    {
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: fake.baseUrl,
      AI_STT_API_KEY: 'sk-teste',
      AI_STT_MODEL: sttModel,
      AI_TEXT_BASE_URL: fake.baseUrl,
      ...TEXT_MODEL,
    },
    {
      transcriptionRetryPolicy: RETRY,
      generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 },
      jobPollMs: 100,
      log: captured.log,
    },
  );
  return { fake, app, captured };
}

/** Uploads `said` as segments 0…n, then finishes; answers the id once ready. `beforeFinish` runs between. */
async function record({ app }: Setup, vet: Vet, said: string[], beforeFinish?: () => void): Promise<string> {
  const created = await send(app, 'POST', '/api/consultations', vet.cookie, {
    patient: { name: 'Thor', species: 'cao' },
  });
  const { id } = await body(created);
  for (const [index, text] of said.entries()) {
    const uploaded = await app.request(`/api/consultations/${id}/segments/${index}`, {
      method: 'POST',
      cookie: vet.cookie,
      body: fakeAudio(text),
      headers: { 'content-type': 'audio/webm;codecs=opus' },
    });
    expect(uploaded.status).toBe(200);
  }
  beforeFinish?.();
  const finished = await send(app, 'POST', `/api/consultations/${id}/finish`, vet.cookie, {
    lastSegmentIndex: said.length - 1,
  });
  expect(finished.status).toBe(200);
  for (let i = 0; i < 200; i++) {
    const view = await body(await send(app, 'GET', `/api/consultations/${id}`, vet.cookie));
    if (view.status === 'ready') return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never ready');
}

const view = async ({ app }: Setup, vet: Vet, id: string) =>
  body(await send(app, 'GET', `/api/consultations/${id}`, vet.cookie));

describe('speakers from a diarising vendor', { timeout: 60_000 }, () => {
  let setup: Setup;
  let vet: Vet;
  beforeAll(async () => {
    setup = await setUp('gpt-4o-transcribe-diarize');
  });
  afterAll(async () => {
    await setup.app.close();
    await setup.fake.close();
  });
  beforeEach(async () => {
    setup.fake.reset();
    vet = await newVet(setup.app);
  });

  it('asks for diarised JSON and labels each turn by role, with no name in text or labels', async () => {
    const id = await record(setup, vet, [DIARISED]);
    const asked = setup.fake.requests.find((r) => r.path === '/v1/audio/transcriptions');
    expect(asked?.fields).toMatchObject({ response_format: 'diarized_json', chunking_strategy: 'auto' });
    // Diarising models refuse a prompt: the vocabulary corrects their text afterwards instead.
    expect(asked?.fields.prompt).toBeUndefined();
    const consultation = await view(setup, vet, id);
    const paragraphs = transcriptParagraphs(consultation.transcript);
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[1]).toContain('Ele vomitou desde ontem');
    expect(consultation.transcript).not.toContain('Joana');
    expect(consultation.speakers).toEqual([
      { role: 'veterinario', source: 'vendor' },
      { role: 'tutor', source: 'vendor' },
      { role: 'veterinario', source: 'vendor' },
    ]);
  });

  it('joins a turn that runs on into the next segment, and the vet flips a paragraph for good', async () => {
    const id = await record(setup, vet, [
      'A: Desde quando ele está assim? §B: Desde ontem, doutora.',
      'B: Ele vomitou duas vezes. §A: Temperatura trinta e nove, vou prescrever maropitant por três dias.',
    ]);
    const before = await view(setup, vet, id);
    expect(transcriptParagraphs(before.transcript)).toEqual([
      'Desde quando ele está assim?',
      'Desde ontem, doutora. Ele vomitou duas vezes.',
      'Temperatura trinta e nove, vou prescrever maropitant por três dias.',
    ]);
    const flipped = await send(setup.app, 'PUT', `/api/consultations/${id}/speakers`, vet.cookie, {
      paragraph: 1,
      role: 'outro',
    });
    expect(flipped.status).toBe(200);
    expect((await body(flipped)).speakers[1]).toEqual({ role: 'outro', source: 'vet' });
    // Read again, and after an edit of another paragraph: the vet's label stays on its paragraph.
    expect((await view(setup, vet, id)).speakers[1]).toEqual({ role: 'outro', source: 'vet' });
    const edited = before.transcript.replace('Desde quando', 'Há quanto tempo');
    const saved = await send(setup.app, 'PATCH', `/api/consultations/${id}/transcript`, vet.cookie, {
      transcript: edited,
    });
    expect((await body(saved)).speakers).toEqual([
      { role: 'veterinario', source: 'vendor' },
      { role: 'outro', source: 'vet' },
      { role: 'veterinario', source: 'vendor' },
    ]);
    // A paragraph that is not there, or a role that is not one, is refused in Portuguese.
    const missing = await send(setup.app, 'PUT', `/api/consultations/${id}/speakers`, vet.cookie, {
      paragraph: 7,
      role: 'tutor',
    });
    expect(missing.status).toBe(400);
    expect((await body(missing)).message).toBe('Parágrafo inválido.');
    const strange = await send(setup.app, 'PUT', `/api/consultations/${id}/speakers`, vet.cookie, {
      paragraph: 0,
      role: 'dono',
    });
    expect(strange.status).toBe(400);
  });

  it('gives the document model the transcript labelled by speaker', async () => {
    const id = await record(setup, vet, [DIARISED]);
    setup.fake.reset();
    const asked = await send(setup.app, 'POST', `/api/consultations/${id}/documents`, vet.cookie, {
      types: ['anamnese'],
    });
    expect(asked.status).toBeLessThan(300);
    let chat: (typeof setup.fake.requests)[number] | undefined;
    for (let i = 0; i < 200 && !chat; i++) {
      // Other jobs (the follow-ups said in the visit) may ask the model too: the anamnese's request is this one.
      chat = setup.fake.requests.find(
        (r) => r.path === '/v1/chat/completions' && r.body?.response_format?.json_schema?.name === 'anamnese',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const user = chat?.body?.messages?.find((m) => m.role === 'user')?.content;
    expect(typeof user).toBe('string');
    expect(user).toContain('Cada parágrafo começa com quem falou');
    expect(user).toContain('[Veterinário(a)] Bom dia. O que houve com o Thor?');
    expect(user).toContain('[Tutor] Meu nome é [TUTOR].');
    expect(user).toContain('[Veterinário(a)] Vou examinar.');
  });

  // Last in this block: the transcriber stops asking for diarisation once refused.
  it('falls back to plain text when the vendor refuses diarisation, says so once, and infers speakers', async () => {
    setup.fake.injectFaults({ status: 400 });
    const id = await record(setup, vet, [PLAIN, 'Retorno em sete dias.']);
    const audio = setup.fake.requests.filter((r) => r.path === '/v1/audio/transcriptions');
    expect(audio.map((r) => r.fields.response_format)).toEqual(['diarized_json', 'json', 'json']);
    expect(setup.captured.text().match(/refused diarisation/g)).toHaveLength(1);
    const consultation = await view(setup, vet, id);
    expect(consultation.speakers.length).toBeGreaterThan(1);
    expect(consultation.speakers.every((s: { source: string }) => s.source === 'model')).toBe(true);
  });
});

describe('speakers inferred from a plain transcript', { timeout: 60_000 }, () => {
  let setup: Setup;
  let vet: Vet;
  beforeAll(async () => {
    setup = await setUp('whisper-1');
  });
  afterAll(async () => {
    await setup.app.close();
    await setup.fake.close();
  });
  beforeEach(async () => {
    setup.fake.reset();
    vet = await newVet(setup.app);
  });

  it('labels clear sentences by rules and asks the text model only about the rest', async () => {
    const id = await record(setup, vet, [PLAIN], () =>
      // Sentence 5 ("Entendi.") has no cue: the model says it is the vet's.
      setup.fake.injectFaults({ content: JSON.stringify({ falas: [{ n: 5, quem: 'veterinario' }] }) }),
    );
    const asked = setup.fake.requests.find((r) => r.path === '/v1/chat/completions');
    expect(asked?.body?.response_format?.json_schema?.name).toBe('quem_falou');
    const consultation = await view(setup, vet, id);
    expect(transcriptParagraphs(consultation.transcript)).toEqual([
      'Bom dia, o que aconteceu com o Thor?',
      'Ele vomitou três vezes desde ontem, doutora.',
      'Está bebendo água?',
      'Sim, bebe bastante.',
      'Entendi. Temperatura trinta e nove vírgula dois, mucosas normocoradas. Vou prescrever maropitant um miligrama por quilo, uma vez ao dia, por três dias.',
    ]);
    expect(consultation.speakers.map((s: { role: string }) => s.role)).toEqual([
      'veterinario',
      'tutor',
      'veterinario',
      'tutor',
      'veterinario',
    ]);
    expect(consultation.speakers.every((s: { source: string }) => s.source === 'model')).toBe(true);
  });

  it('keeps the rules when the text model fails', async () => {
    const id = await record(setup, vet, [PLAIN], () => setup.fake.injectFaults({ status: 400 }));
    const consultation = await view(setup, vet, id);
    // "Entendi." went with the tutor's answer before it: the rules alone could not place it.
    expect(consultation.speakers.map((s: { role: string }) => s.role)).toEqual([
      'veterinario',
      'tutor',
      'veterinario',
      'tutor',
      'veterinario',
    ]);
    expect(transcriptParagraphs(consultation.transcript)[3]).toBe('Sim, bebe bastante. Entendi.');
    expect(setup.captured.text()).toContain('speaker inference by the text model failed');
  });
});
