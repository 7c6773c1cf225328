import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { readSse } from '../../test/support/sse-reader.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { createLogger } from '../logging/logger.ts';
import { acknowledgeSegment, prefersRespondAsync, SERVER_BUSY_MESSAGE } from './acknowledge-segment.ts';
import { createBackgroundTranscriptions } from './background-transcriptions.ts';
import { type PipelineDeps, SEGMENT_BUSY_MESSAGE } from './transcribe-segment.ts';

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;
const ASYNC = { prefer: 'respond-async' };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl, AI_STT_API_KEY: 'sk-teste' },
    {
      transcriptionRetryPolicy: { maxAttempts: 2, timeoutMs: 5000, backoffBaseMs: 5, backoffMaxMs: 20 },
      jobPollMs: 200,
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  cookie = (await signUp(app)).cookie;
});

async function newConsultation() {
  const response = await app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
  });
  expect(response.status).toBe(201);
  return (await body(response)).id as string;
}

const upload = (id: string, index: number, text: string, headers: Record<string, string> = ASYNC) =>
  app.request(`/api/consultations/${id}/segments/${index}`, {
    method: 'POST',
    cookie,
    body: fakeAudio(text),
    headers: { 'content-type': 'audio/webm;codecs=opus', ...headers },
  });

async function segmentOnceSettled(id: string, index: number) {
  for (let tries = 0; tries < 200; tries++) {
    const view = await body(await app.request(`/api/consultations/${id}`, { cookie }));
    const segment = view.segments.find((s: { index: number }) => s.index === index);
    if (segment && segment.status !== 'pending') return { view, segment };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('segment never settled');
}

describe('segment upload acknowledged before transcription (Prefer: respond-async)', () => {
  it('answers 202 pending at once, then the transcript arrives in the background and on the live stream', async () => {
    const id = await newConsultation();
    fake.setLatency(1000);
    const stream = await app.request(`/api/consultations/${id}/events`, { cookie });
    const events = readSse(stream);
    expect(await events.next('snapshot')).toMatchObject({ id });

    const response = await upload(id, 0, 'Cão com otite, prescrevo limpeza auricular.');
    expect(response.status).toBe(202);
    expect(response.headers.get('preference-applied')).toBe('respond-async');
    // The answer did not wait for the provider (1 s): its transcript is not there yet.
    expect(await body(response)).toMatchObject({ index: 0, status: 'pending', text: '' });

    const live = await events.next('segment');
    expect(live.segment).toMatchObject({ index: 0, status: 'done' });
    await events.close();
    const { view, segment } = await segmentOnceSettled(id, 0);
    expect(segment.status).toBe('done');
    expect(view.transcript).toContain('otite');
  });

  it('transcribes a segment once: a repeat while it is pending is 202 without a provider call, after it is 200', async () => {
    const id = await newConsultation();
    fake.setLatency(400);
    expect((await upload(id, 0, 'Primeira tentativa do trecho.')).status).toBe(202);
    const repeat = await upload(id, 0, 'Primeira tentativa do trecho.');
    expect(repeat.status).toBe(202);
    await segmentOnceSettled(id, 0);
    const done = await upload(id, 0, 'Primeira tentativa do trecho.');
    expect(done.status).toBe(200);
    expect((await body(done)).status).toBe('done');
    expect(fake.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(1);
  });

  it('an upload that waits meets a segment being transcribed: 503 with Retry-After, the client keeps its audio', async () => {
    const id = await newConsultation();
    fake.setLatency(400);
    expect((await upload(id, 0, 'Trecho demorado.')).status).toBe(202);
    const waiting = await upload(id, 0, 'Trecho demorado.', {});
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get('retry-after')).toBe('5');
    expect((await body(waiting)).message).toBe(SEGMENT_BUSY_MESSAGE);
    await segmentOnceSettled(id, 0);
  });

  it('takes again a segment whose lease lapsed (the process transcribing it died)', async () => {
    const id = await newConsultation();
    // What a killed process leaves: the segment pending under a lease nobody renews any more.
    await app.database.db.execute(sql`
      insert into transcript_segment (consultation_id, index, status, claimed_until)
      values (${id}, 0, 'pending', now() - interval '1 second')`);
    const response = await upload(id, 0, 'Depois da queda do servidor o trecho volta.');
    expect(response.status).toBe(202);
    const { segment } = await segmentOnceSettled(id, 0);
    expect(segment).toMatchObject({ status: 'done' });
    expect(segment.text).toContain('queda do servidor');
  });

  it('does not take a segment whose lease is live (another node is on it)', async () => {
    const id = await newConsultation();
    await app.database.db.execute(sql`
      insert into transcript_segment (consultation_id, index, status, claimed_until)
      values (${id}, 0, 'pending', now() + interval '10 seconds')`);
    expect((await upload(id, 0, 'Outro nó cuida deste trecho.')).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requests).toHaveLength(0);
  });

  it('a failed transcription is stored as failed; the next upload takes it again', async () => {
    const id = await newConsultation();
    // Refused with the vocabulary prompt and again without it: the audio itself is the problem.
    fake.injectFaults({ status: 400 }, { status: 400 });
    expect((await upload(id, 0, 'Trecho recusado.')).status).toBe(202);
    const { segment } = await segmentOnceSettled(id, 0);
    expect(segment.status).toBe('failed');
    expect((await upload(id, 0, 'Trecho recusado.')).status).toBe(202);
    expect((await segmentOnceSettled(id, 0)).segment.status).toBe('done');
  });
});

describe('background transcriptions', () => {
  const log = createLogger('silent');

  it('admits by count and bytes, refuses while stopping, and frees the leases it could not finish', async () => {
    const id = await newConsultation();
    const db = app.database.db;
    const rows = await db.execute(sql`
      insert into transcript_segment (consultation_id, index, status, claimed_until)
      values (${id}, 0, 'pending', now() + interval '15 seconds') returning id`);
    const segmentId = Number(
      ((Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as { id: number }).id,
    );
    const background = createBackgroundTranscriptions({ db, log, maxInFlight: 1, maxBytes: 1000 });
    expect(background.hasRoom(1001)).toBe(false);
    expect(background.hasRoom(500)).toBe(true);
    let release: () => void = () => undefined;
    background.start(segmentId, 500, () => new Promise<void>((resolve) => (release = resolve)));
    expect(background.hasRoom(10)).toBe(false);

    expect(await background.drain(50)).toBe(1);
    expect(background.stopping).toBe(true);
    expect(background.hasRoom(1)).toBe(false);
    const [lease] = (await db
      .execute(sql`select claimed_until from transcript_segment where id = ${segmentId}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as { claimed_until: unknown }[];
    expect(lease?.claimed_until).toBeNull();
    release();
  });

  it('refuses an upload with UNAVAILABLE and the pt-BR message when this process has no room', async () => {
    const id = await newConsultation();
    const full = createBackgroundTranscriptions({ db: app.database.db, log, maxInFlight: 0 });
    const deps = { db: app.database.db, log, background: full } as unknown as PipelineDeps;
    const audio = { bytes: fakeAudio('x'), contentType: 'audio/webm', fileName: 'segment-0.webm' };
    await expect(
      acknowledgeSegment({ deps, user: { id: 'ninguem' }, id, index: 0, audio, tutorName: undefined }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', message: SERVER_BUSY_MESSAGE });
  });

  it('reads the Prefer header as RFC 7240 lists it', () => {
    expect(prefersRespondAsync('respond-async')).toBe(true);
    expect(prefersRespondAsync('return=minimal, Respond-Async; wait=10')).toBe(true);
    expect(prefersRespondAsync('wait=10')).toBe(false);
    expect(prefersRespondAsync(undefined)).toBe(false);
  });
});
