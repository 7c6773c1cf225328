import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_MESSAGES, FREE_CONSULTATIONS, TRANSCRIPT_TOO_SHORT_MESSAGE } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { readSse } from '../../test/support/sse-reader.ts';
import { body, createTestApp, randomCpf, signUp, type TestApp } from '../../test/test-app.ts';
import { createLogger } from '../logging/logger.ts';
import { createLocalTranscriber } from '../transcription/local/local-transcriber.ts';
import { pcmWav } from '../transcription/local/test-audio.ts';
import { VETERINARY_PROMPT_HINT } from '../vocabulary/built-in-terms.ts';

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;
const startedAt = Date.now();

const LONG_TEXT =
  'O Thor chegou com vômito há dois dias e hiporexia, mucosas normocoradas, TPC de dois segundos, ' +
  'vou prescrever maropitant e omeprazol e pedir um hemograma completo.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl, AI_STT_API_KEY: 'sk-teste' },
    {
      // A timeout generous enough for a loaded CI machine: a spurious retry would break the request counts.
      transcriptionRetryPolicy: { maxAttempts: 3, timeoutMs: 2500, backoffBaseMs: 5, backoffMaxMs: 20 },
      jobPollMs: 200,
      // Open streams re-check the session this often (30 s in production).
      liveSessionRecheckMs: 300,
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
// A fresh vet per test: each has their own free quota.
beforeEach(async () => {
  fake.reset();
  cookie = (await signUp(app)).cookie;
});

async function createConsultation(as = cookie, patient: Record<string, unknown> = {}) {
  const response = await app.request('/api/consultations', {
    method: 'POST',
    cookie: as,
    body: JSON.stringify({
      patient: { name: 'Thor', species: 'cao', breed: 'SRD', weightKg: 12.5, ...patient },
    }),
  });
  expect(response.status).toBe(201);
  return (await body(response)).id as string;
}

function upload(
  id: string,
  index: number,
  audio: Uint8Array,
  headers: Record<string, string> = {},
  as = cookie,
) {
  return app.request(`/api/consultations/${id}/segments/${index}`, {
    method: 'POST',
    cookie: as,
    body: audio,
    headers: { 'content-type': 'audio/webm;codecs=opus', ...headers },
  });
}

const get = async (id: string, as = cookie) =>
  body(await app.request(`/api/consultations/${id}`, { cookie: as }));

const finish = (id: string, lastSegmentIndex: number) =>
  app.request(`/api/consultations/${id}/finish`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ lastSegmentIndex, durationSeconds: 42 }),
  });

async function waitForStatus(id: string, status: string) {
  for (let i = 0; i < 100; i++) {
    const view = await get(id);
    if (view.status === status) return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`consultation ${id} never became ${status}`);
}

describe('consultations', () => {
  it('keeps the animal, and the provider and model used', async () => {
    const id = await createConsultation(cookie, { sex: 'macho', age: '8 anos', neutered: true });
    const view = await get(id);
    expect(view).toMatchObject({
      status: 'recording',
      patient: {
        name: 'Thor',
        species: 'cao',
        breed: 'SRD',
        weightKg: 12.5,
        sex: 'macho',
        age: '8 anos',
        neutered: true,
      },
      transcript: '',
      sttProvider: 'openai-compatible',
      sttModel: 'whisper-1',
      segments: [],
      pendingSegments: 0,
    });
  });

  it('refuses a patient without a valid species, in Portuguese', async () => {
    const response = await app.request('/api/consultations', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ patient: { name: 'Rex', species: 'dragao' } }),
    });
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({
      code: 'VALIDATION',
      message: 'Escolha a espécie.',
      field: 'patient.species',
    });
  });

  it('sends the segment to the provider as the OpenAI API expects', async () => {
    const id = await createConsultation();
    const response = await upload(id, 0, fakeAudio(LONG_TEXT));
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ index: 0, status: 'done', attempts: 1 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      authorization: 'Bearer sk-teste',
      fields: { model: 'whisper-1', language: 'pt', response_format: 'json', prompt: VETERINARY_PROMPT_HINT },
      fileName: 'segment-0.webm',
      fileType: 'audio/webm',
    });
    expect(VETERINARY_PROMPT_HINT.length).toBeLessThanOrEqual(900);
  });

  it('assembles segments in index order whatever the upload order, and a repeated upload is not re-transcribed', async () => {
    const id = await createConsultation();
    expect((await upload(id, 2, fakeAudio('terceiro trecho.'))).status).toBe(200);
    expect((await upload(id, 0, fakeAudio('primeiro trecho,'))).status).toBe(200);
    let view = await get(id);
    expect(view.transcript).toBe('primeiro trecho, terceiro trecho.');
    expect(view.segments.map((s: { index: number }) => s.index)).toEqual([0, 2]);

    const again = await upload(id, 0, fakeAudio('outra coisa'));
    expect(await body(again)).toMatchObject({ index: 0, status: 'done', text: 'primeiro trecho,' });
    expect(fake.requests).toHaveLength(2);

    expect((await upload(id, 1, fakeAudio('segundo trecho,'))).status).toBe(200);
    expect((await finish(id, 2)).status).toBe(200);
    view = await waitForStatus(id, 'ready');
    expect(view).toMatchObject({
      transcript: 'primeiro trecho, segundo trecho, terceiro trecho.',
      pendingSegments: 0,
      durationSeconds: 42,
      lastSegmentIndex: 2,
    });
    const late = await upload(id, 3, fakeAudio('tarde demais'));
    expect(late.status).toBe(400);
  });

  it('retries on 429 and 500, then succeeds', async () => {
    const id = await createConsultation();
    fake.injectFaults({ status: 429, retryAfterSeconds: 0 }, { status: 500 });
    const response = await upload(id, 0, fakeAudio(LONG_TEXT));
    expect(await body(response)).toMatchObject({ status: 'done', attempts: 3, text: LONG_TEXT });
    expect(fake.requests.map((r) => r.status)).toEqual([429, 500, 200]);
  });

  it('marks the segment failed with a Portuguese message after the last attempt, and a re-upload recovers it', async () => {
    const id = await createConsultation();
    fake.injectFaults({ status: 503 }, { status: 500 }, { status: 502 });
    const failed = await upload(id, 0, fakeAudio(LONG_TEXT));
    expect(failed.status).toBe(502);
    expect(await body(failed)).toEqual({
      code: 'TRANSCRIPTION_FAILED',
      message:
        'O serviço de transcrição está indisponível no momento. O trecho será reenviado automaticamente.',
    });
    expect((await finish(id, 0)).status).toBe(200);
    const view = await waitForStatus(id, 'failed');
    expect(view.segments[0]).toMatchObject({
      status: 'failed',
      errorCode: 'unavailable',
      attempts: 3,
      errorMessage: expect.stringContaining('indisponível'),
    });
    expect(view.pendingSegments).toBe(1);

    expect((await upload(id, 0, fakeAudio(LONG_TEXT))).status).toBe(200);
    const ready = await waitForStatus(id, 'ready');
    expect(ready).toMatchObject({ transcript: LONG_TEXT, transcriptTooShort: false, pendingSegments: 0 });
    expect(ready.segments[0].attempts).toBe(4);
  });

  it('gives up on a provider that does not answer in time', async () => {
    const id = await createConsultation();
    fake.injectFaults({ delayMs: 4000 }, { delayMs: 4000 }, { delayMs: 4000 });
    const response = await upload(id, 0, fakeAudio('nunca chega'));
    expect(response.status).toBe(502);
    expect((await body(response)).message).toContain('demorou demais');
    expect((await get(id)).segments[0]).toMatchObject({ status: 'failed', errorCode: 'timeout' });
  });

  it('does not send the wrong format to the provider again and again', async () => {
    const id = await createConsultation();
    fake.injectFaults({ status: 400 }, { status: 400 });
    const response = await upload(id, 0, fakeAudio('formato ruim'));
    expect(response.status).toBe(502);
    // Once more without the vocabulary prompt (a provider may refuse the prompt itself), then no more.
    expect(fake.requests.map((r) => 'prompt' in r.fields)).toEqual([true, false]);
    expect((await body(response)).message).toContain('recusou');
  });

  it('stores the transcript anonymised: phone, CPF and the tutor name never reach the database', async () => {
    const id = await createConsultation();
    const cpf = randomCpf().replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const spoken = `Bom dia, meu telefone é (11) 98765-4321, o CPF ${cpf}. A Marta Quintela trouxe o Thor, que pesa 12 kg.`;
    const response = await upload(id, 0, fakeAudio(spoken), {
      'x-tutor-name': encodeURIComponent('Marta Quintela'),
    });
    const segment = await body(response);
    expect(segment.text).toContain('[TELEFONE]');
    expect(segment.text).toContain('[CPF]');
    expect(segment.text).toContain('[TUTOR]');
    expect(segment.text).toContain('Thor');
    expect(segment.text).toContain('12 kg');
    const stored = await app.database.db.execute(
      sql`select t.text, c.transcript from transcript_segment t join consultation c on c.id = t.consultation_id where c.id = ${id}`,
    );
    const dump = JSON.stringify(stored);
    for (const secret of ['98765-4321', cpf, 'Marta', 'Quintela']) expect(dump).not.toContain(secret);
  });

  it("keeps the animal's name and the vet's own in the stored text, though they are also people's names", async () => {
    const id = await createConsultation(cookie, { name: 'Max' });
    const spoken =
      'O Max está com otite. A tutora, Cláudia, relata coceira. Aqui é a Helena, vou examinar o Max.';
    const segment = await body(await upload(id, 0, fakeAudio(spoken)));
    expect(segment.text).toContain('O Max está com otite.');
    expect(segment.text).toContain('vou examinar o Max');
    expect(segment.text).toContain('Helena');
    expect(segment.text).not.toContain('Cláudia');
    expect((await finish(id, 0)).status).toBe(200);
    await waitForStatus(id, 'ready');
    const edited = await app.request(`/api/consultations/${id}/transcript`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({
        transcript: 'O Max volta em sete dias, disse a Helena à tutora, a senhora Cláudia.',
      }),
    });
    expect(edited.status).toBe(200);
    const { transcript } = await body(edited);
    expect(transcript).toContain('O Max volta em sete dias, disse a Helena');
    expect(transcript).not.toContain('Cláudia');
  });

  it('redacts a name introduced in one segment from every segment, earlier and later, and the live view', async () => {
    const id = await createConsultation();
    const spoken = [
      'Mariana, pode me ligar depois do exame?',
      'Claro, o Thor está com otite no ouvido esquerdo.',
      'Meu nome é Mariana Quiteria, sou a tutora dele.',
      'Quiteria, vou passar o limpador otológico duas vezes ao dia.',
      'E a Mariana pode voltar em sete dias com o Thor.',
    ];
    // Out of order and with a retry, as a bad connection uploads them.
    for (const index of [1, 0, 2, 4, 3, 2]) {
      expect((await upload(id, index, fakeAudio(spoken[index] as string))).status).toBe(200);
    }
    await finish(id, 4);
    const view = await waitForStatus(id, 'ready');
    expect(view.segments.map((s: { text: string }) => s.text)).toEqual([
      '[TUTOR], pode me ligar depois do exame?',
      'Claro, o Thor está com otite no ouvido esquerdo.',
      'Meu nome é [TUTOR], sou a tutora dele.',
      '[TUTOR], vou passar o limpador otológico duas vezes ao dia.',
      'E a [TUTOR] pode voltar em sete dias com o Thor.',
    ]);
    expect(view.transcript).not.toMatch(/Mariana|Quiteria/);
    expect(view.transcript).toContain('Thor');

    const stream = await app.request(`/api/consultations/${id}/events`, { cookie });
    const { next, close } = readSse(stream);
    try {
      expect(JSON.stringify(await next('snapshot'))).not.toMatch(/Mariana|Quiteria/i);
    } finally {
      await close();
    }
    const stored = await app.database.db.execute(
      sql`select c.*, t.* from consultation c join transcript_segment t on t.consultation_id = c.id where c.id = ${id}`,
    );
    expect(JSON.stringify(stored)).not.toMatch(/mariana|quiteria/i);
  });

  it('applies the name typed by the vet to later segments sent without it', async () => {
    const id = await createConsultation();
    const first = await upload(id, 0, fakeAudio('Quiteria, segure o Thor.'), {
      'x-tutor-name': encodeURIComponent('Quitéria Lins'),
    });
    expect((await body(first)).text).toBe('[TUTOR], segure o Thor.');
    const later = await upload(id, 1, fakeAudio('Obrigado, dona Quitéria. Lins é o sobrenome?'));
    expect((await body(later)).text).toBe('Obrigado, dona [TUTOR]. [TUTOR] é o sobrenome?');
  });

  it('flags a too-short transcript plainly', async () => {
    const id = await createConsultation();
    await upload(id, 0, fakeAudio('Obrigado.'));
    await finish(id, 0);
    const view = await waitForStatus(id, 'ready');
    expect(view.transcriptTooShort).toBe(true);
    expect(TRANSCRIPT_TOO_SHORT_MESSAGE).toMatch(/curta demais/);
  });

  it('lets the vet edit the transcript once transcribed, anonymising the edit', async () => {
    const id = await createConsultation();
    await upload(id, 0, fakeAudio(LONG_TEXT));
    const early = await app.request(`/api/consultations/${id}/transcript`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ transcript: 'x' }),
    });
    expect(early.status).toBe(409);
    expect(await body(early)).toEqual({
      code: 'TRANSCRIPTION_IN_PROGRESS',
      message: 'Aguarde o fim da transcrição para editar o texto.',
    });
    await finish(id, 0);
    await waitForStatus(id, 'ready');
    const edited = await app.request(`/api/consultations/${id}/transcript`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({
        transcript: `${LONG_TEXT} Ligar para Joana no 11 91234-5678.`,
        tutorName: 'Joana',
      }),
    });
    const view = await body(edited);
    expect(view.transcript).toContain('Ligar para [TUTOR] no [TELEFONE].');
    expect(view.transcriptEditedAt).not.toBeNull();
  });

  it('creates once with an id chosen by the browser, however often the creation is retried', async () => {
    const id = crypto.randomUUID();
    const create = (as = cookie) =>
      app.request('/api/consultations', {
        method: 'POST',
        cookie: as,
        body: JSON.stringify({ id, patient: { name: 'Mia', species: 'gato' } }),
      });
    expect((await create()).status).toBe(201);
    const again = await create();
    expect(again.status).toBe(200);
    expect((await body(again)).id).toBe(id);
    const other = await signUp(app);
    expect((await get(id, other.cookie)).code).toBe('NOT_FOUND');
  });

  it("answers another user's id exactly like a free one, and keeps the two consultations apart", async () => {
    const id = crypto.randomUUID();
    const create = (as: string, name: string, withId = id) =>
      app.request('/api/consultations', {
        method: 'POST',
        cookie: as,
        body: JSON.stringify({ id: withId, patient: { name, species: 'gato' } }),
      });
    expect((await create(cookie, 'Mia')).status).toBe(201);
    const other = (await signUp(app)).cookie;
    const shape = async (response: Response) => {
      const { createdAt: _c, updatedAt: _u, id: answered, patient: _p, ...rest } = await body(response);
      return { status: response.status, rest, idIsAsked: answered };
    };
    // A taken id and a free one, as the other user sees them: the same answer.
    const free = crypto.randomUUID();
    const taken = await shape(await create(other, 'Intruso'));
    const untouched = await shape(await create(other, 'Intruso', free));
    expect(taken).toEqual({ ...untouched, idIsAsked: id });
    expect(untouched.idIsAsked).toBe(free);
    // Retried by either of them: the same consultation again, each their own.
    expect((await create(other, 'Intruso')).status).toBe(200);
    expect((await create(cookie, 'Mia')).status).toBe(200);
    expect((await get(id, other)).patient.name).toBe('Intruso');
    expect((await get(id)).patient.name).toBe('Mia');
    const history = await body(await app.request('/api/consultations', { cookie: other }));
    expect(JSON.stringify(history)).toContain(id);

    // Every route with that id reaches the caller's own consultation only.
    expect((await upload(id, 0, fakeAudio('trecho do intruso'), {}, other)).status).toBe(200);
    expect((await get(id)).segments).toEqual([]);
    expect((await get(id, other)).segments[0].text).toBe('trecho do intruso');
    const events = await app.request(`/api/consultations/${id}/events`, { cookie: other });
    const { next, close } = readSse(events);
    try {
      expect(await next('snapshot')).toMatchObject({ id, patient: { name: 'Intruso' } });
      await upload(id, 1, fakeAudio('segundo trecho do intruso'), {}, other);
      expect((await next('segment')).segment.index).toBe(1);
    } finally {
      await close();
    }
    expect((await app.request(`/api/consultations/${id}`, { method: 'DELETE', cookie: other })).status).toBe(
      204,
    );
    expect((await get(id, other)).code).toBe('NOT_FOUND');
    expect((await get(id)).patient.name).toBe('Mia');
  });

  it('takes typed notes as the transcript of a consultation without audio', async () => {
    const id = await createConsultation();
    const response = await app.request(`/api/consultations/${id}/transcript`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({
        transcript: `${LONG_TEXT} Tutora: Ana Souza, 11 98765-4321.`,
        tutorName: 'Ana Souza',
      }),
    });
    expect(response.status).toBe(200);
    const view = await body(response);
    expect(view).toMatchObject({ status: 'ready', transcriptTooShort: false, sttProvider: null });
    expect(view.transcript).not.toContain('Ana Souza');
    expect(view.transcript).not.toContain('98765');
    expect(fake.requests).toHaveLength(0);

    const recording = await createConsultation();
    expect((await upload(recording, 0, fakeAudio(LONG_TEXT))).status).toBe(200);
    const refused = await app.request(`/api/consultations/${recording}/transcript`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ transcript: LONG_TEXT }),
    });
    expect(refused.status).toBe(409);
  });

  it('refuses a new end of a recording already ended, and audio for a finished consultation, by code', async () => {
    const id = await createConsultation();
    await upload(id, 0, fakeAudio(LONG_TEXT));
    expect((await finish(id, 0)).status).toBe(200);
    const again = await finish(id, 1);
    expect(again.status).toBe(409);
    expect(await body(again)).toEqual({
      code: 'RECORDING_FINISHED',
      message: 'A gravação desta consulta já foi encerrada.',
    });

    const typed = await createConsultation();
    const notes = await app.request(`/api/consultations/${typed}/transcript`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ transcript: LONG_TEXT }),
    });
    expect(notes.status).toBe(200);
    const late = await upload(typed, 0, fakeAudio(LONG_TEXT));
    expect(late.status).toBe(409);
    expect(await body(late)).toEqual({
      code: 'CONSULTATION_FINISHED',
      message: 'Esta consulta já foi concluída.',
    });
  });

  it('refuses an oversized segment with a clear message', async () => {
    const id = await createConsultation();
    const response = await upload(id, 0, new Uint8Array(25 * 1024 * 1024 + 100 * 1024));
    expect(response.status).toBe(413);
    expect((await body(response)).message).toBe(
      'O trecho de áudio é grande demais (máximo de 25 MB). Envie trechos menores.',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses what is not audio with 415 before the provider hears of it, and takes every recorder format', async () => {
    const id = await createConsultation();
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const text = new TextEncoder().encode(
      '#fala:isto não é áudio, é um texto qualquer enviado como se fosse.',
    );
    for (const [bytes, type] of [
      [png, 'audio/webm'],
      [text, 'audio/webm'],
      [text, 'text/plain'],
    ] as const) {
      const response = await upload(id, 0, bytes, { 'content-type': type });
      expect(response.status).toBe(415);
      expect(await body(response)).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'O arquivo enviado não é um áudio suportado.',
      });
    }
    expect(fake.requests).toHaveLength(0);

    // Safari's MediaRecorder writes MP4 (ftyp iso5), Firefox may write Ogg/Opus, uploads may be WAV.
    const mp4 = Buffer.alloc(64);
    mp4.writeUInt32BE(24, 0);
    mp4.write('ftypiso5\0\0\0\0iso6mp41', 4, 'latin1');
    const ogg = Buffer.alloc(80);
    ogg.write('OggS', 0);
    ogg[5] = 2;
    ogg.write('OpusHead', 28);
    const accepted: [Uint8Array, string][] = [
      [fakeAudio('trecho em webm'), 'audio/webm;codecs=opus'],
      [new Uint8Array(mp4), 'audio/mp4'],
      [new Uint8Array(ogg), 'audio/ogg'],
      [pcmWav({ seconds: 0.2, sampleRate: 16_000 }), 'audio/wav'],
    ];
    for (const [index, [bytes, type]] of accepted.entries()) {
      const response = await upload(id, index, bytes, { 'content-type': type });
      expect(response.status, type).toBe(200);
    }
    expect(fake.requests).toHaveLength(accepted.length);
  });

  it('accepts a multipart upload with the tutor name as a field', async () => {
    const id = await createConsultation();
    const form = new FormData();
    form.append(
      'audio',
      new Blob([fakeAudio('Dona Célia Prado disse que o gato não come.')], { type: 'audio/ogg' }),
      'x.ogg',
    );
    form.append('tutorName', 'Célia Prado');
    const response = await app.request(`/api/consultations/${id}/segments/0`, {
      method: 'POST',
      cookie,
      body: form,
    });
    expect(response.status).toBe(200);
    expect((await body(response)).text).toBe('Dona [TUTOR] disse que o gato não come.');
    expect(fake.requests[0]?.fileName).toBe('segment-0.ogg');
  });

  it('deletes a consultation with its segments', async () => {
    const id = await createConsultation();
    await upload(id, 0, fakeAudio(LONG_TEXT));
    const response = await app.request(`/api/consultations/${id}`, { method: 'DELETE', cookie });
    expect(response.status).toBe(204);
    expect((await app.request(`/api/consultations/${id}`, { cookie })).status).toBe(404);
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from transcript_segment where consultation_id = ${id}`,
    );
    expect(JSON.stringify(rows)).toContain('"n":0');
  });

  it('completes a finished consultation through the durable job even if no worker was running', async () => {
    const id = await createConsultation();
    await upload(id, 0, fakeAudio(LONG_TEXT));
    await app.parts.worker.stop();
    try {
      await finish(id, 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await get(id)).status).toBe('transcribing');
    } finally {
      await app.parts.worker.start();
    }
    expect((await waitForStatus(id, 'ready')).transcript).toBe(LONG_TEXT);
  });
});

describe('live events', () => {
  it('streams a snapshot, each transcribed segment and the status changes', async () => {
    const id = await createConsultation();
    const response = await app.request(`/api/consultations/${id}/events`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { next, close } = readSse(response);
    try {
      expect(await next('snapshot')).toMatchObject({ id, status: 'recording' });
      await upload(id, 0, fakeAudio('primeiro trecho,'));
      const segment = await next('segment');
      expect(segment).toMatchObject({
        segment: { index: 0, status: 'done', text: 'primeiro trecho,' },
        transcript: 'primeiro trecho,',
      });
      await upload(id, 1, fakeAudio(LONG_TEXT));
      expect((await next('segment')).transcript).toBe(`primeiro trecho, ${LONG_TEXT}`);
      await finish(id, 1);
      expect(await next('status', (d) => d.status === 'ready')).toMatchObject({
        transcriptTooShort: false,
        pendingSegments: 0,
      });
      await app.request(`/api/consultations/${id}`, { method: 'DELETE', cookie });
      expect(await next('deleted')).toEqual({ id });
    } finally {
      await close();
    }
  });
});

describe('live events after sign-out', () => {
  it('ends an open stream once its session is signed out', async () => {
    const vet = await signUp(app);
    const id = await createConsultation(vet.cookie);
    const response = await app.request(`/api/consultations/${id}/events`, { cookie: vet.cookie });
    const { next, close } = readSse(response);
    try {
      expect(await next('snapshot')).toMatchObject({ id });
      const signOut = await app.request('/api/auth/sign-out', {
        method: 'POST',
        cookie: vet.cookie,
        body: '{}',
      });
      expect(signOut.status).toBe(200);
      const started = Date.now();
      expect(await next('signed-out')).toEqual({ message: ERROR_MESSAGES.UNAUTHENTICATED });
      await expect(next('segment')).rejects.toThrow('stream ended');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await close();
    }
  });
});

describe('permissions', () => {
  it('answers 404 to another user on every route, and changes nothing', async () => {
    const id = await createConsultation();
    await upload(id, 0, fakeAudio(LONG_TEXT));
    const other = (await signUp(app)).cookie;
    const attempts: [string, string, RequestInit?][] = [
      ['GET', `/api/consultations/${id}`],
      ['GET', `/api/consultations/${id}/events`],
      [
        'POST',
        `/api/consultations/${id}/segments/1`,
        { body: fakeAudio('intruso'), headers: { 'content-type': 'audio/webm' } },
      ],
      ['POST', `/api/consultations/${id}/finish`, { body: JSON.stringify({ lastSegmentIndex: 0 }) }],
      ['PATCH', `/api/consultations/${id}/transcript`, { body: JSON.stringify({ transcript: 'x' }) }],
      ['DELETE', `/api/consultations/${id}`],
    ];
    for (const [method, url, init] of attempts) {
      const response = await app.request(url, { ...init, method, cookie: other });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(await body(response)).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
    }
    expect(fake.requests).toHaveLength(1);
    const view = await get(id);
    expect(view).toMatchObject({ status: 'recording', transcript: LONG_TEXT });
    expect((await app.request('/api/consultations/nao-e-um-uuid', { cookie })).status).toBe(404);
  });

  it('asks signed-out visitors to sign in', async () => {
    const response = await app.request('/api/consultations', {
      method: 'POST',
      body: JSON.stringify({ patient: { name: 'Rex', species: 'cao' } }),
    });
    expect(response.status).toBe(401);
  });
});

describe('quota', () => {
  it(`allows ${FREE_CONSULTATIONS} free consultations, then refuses with a clear message`, async () => {
    const vet = (await signUp(app)).cookie;
    for (let i = 0; i < FREE_CONSULTATIONS - 2; i++) await createConsultation(vet);
    // The last two free ones, asked for three times at once: exactly two are granted.
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        app.request('/api/consultations', {
          method: 'POST',
          cookie: vet,
          body: JSON.stringify({ patient: { name: 'Rex', species: 'cao' } }),
        }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 402]);
    const response = await app.request('/api/consultations', {
      method: 'POST',
      cookie: vet,
      body: JSON.stringify({ patient: { name: 'Rex', species: 'cao' } }),
    });
    expect(response.status).toBe(402);
    expect(await body(response)).toEqual({ code: 'QUOTA_EXCEEDED', message: ERROR_MESSAGES.QUOTA_EXCEEDED });
  });
});

describe('audio is never stored', () => {
  /** Files under `dir` (to a small depth) modified since this file started, whose bytes contain `probe`. */
  function filesContaining(dir: string, probe: Buffer, depth = 5): string[] {
    const found: string[] = [];
    let entries: string[] = [];
    try {
      entries = readdirSync(dir);
    } catch {
      return found;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      try {
        const stat = statSync(full);
        if (stat.isDirectory()) {
          if (depth > 0) found.push(...filesContaining(full, probe, depth - 1));
        } else if (stat.isFile() && stat.mtimeMs >= startedAt - 1000 && stat.size < 64 * 1024 * 1024) {
          if (readFileSync(full).includes(probe)) found.push(full);
        }
      } catch {
        // Vanished or unreadable (another process's file): not ours.
      }
    }
    return found;
  }

  it('leaves no audio bytes under DATA_DIR, tmp or the database, after success and after failure', async () => {
    const probe = Buffer.from(`AUDIO-PROBE-${randomBytes(12).toString('hex')}`);
    const withProbe = (text: string) => Buffer.concat([Buffer.from(fakeAudio(text)), probe]);
    const id = await createConsultation();
    expect((await upload(id, 0, withProbe(LONG_TEXT))).status).toBe(200);
    fake.injectFaults({ status: 500 }, { status: 500 }, { status: 500 });
    expect((await upload(id, 1, withProbe('falha'))).status).toBe(502);

    expect(filesContaining(app.config.dataDir, probe)).toEqual([]);
    expect(filesContaining(tmpdir(), probe)).toEqual([]);
    const tables = await app.database.db.execute(sql`
      select (select count(*)::int from consultation where consultation::text like ${`%${probe}%`})
           + (select count(*)::int from transcript_segment where transcript_segment::text like ${`%${probe}%`})
           + (select count(*)::int from job where job::text like ${`%${probe}%`}) as n`);
    expect(JSON.stringify(tables)).toContain('"n":0');
  });
});

describe('local provider', () => {
  it('says plainly that the local model is not installed and how to configure one', async () => {
    // The real local provider, with an empty models folder and downloads off: no network in tests.
    const modelsDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-models-'));
    const local = await createTestApp(
      {},
      {
        transcriber: createLocalTranscriber({
          modelsDir,
          allowRemoteModels: false,
          log: createLogger('silent'),
        }),
      },
    );
    try {
      const vet = (await signUp(local)).cookie;
      const created = await local.request('/api/consultations', {
        method: 'POST',
        cookie: vet,
        body: JSON.stringify({ patient: { name: 'Mimosa', species: 'bovino' } }),
      });
      const { id } = await body(created);
      const response = await local.request(`/api/consultations/${id}/segments/0`, {
        method: 'POST',
        cookie: vet,
        body: fakeAudio('qualquer coisa'),
        headers: { 'content-type': 'audio/webm' },
      });
      expect(response.status).toBe(503);
      const error = await body(response);
      expect(error.code).toBe('UNAVAILABLE');
      expect(error.message).toContain('modelo local de transcrição ainda não está instalado');
      expect(error.message).toContain('AI_STT_PROVIDER=openai-compatible');
      expect(error.message).toContain('AI_STT_BASE_URL');
    } finally {
      await local.close();
      rmSync(modelsDir, { recursive: true, force: true });
    }
  });
});
