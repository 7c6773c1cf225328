import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../../e2e/fixtures/fake-openai.ts';
import { closeWhenJobsDone, recordingAs } from '../../../test/support/segment-uploads.ts';
import { body, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { SHEDDING_MESSAGE } from './admission-gate.ts';
import { DEFAULT_ADMISSION_LIMITS, UTILISATION_SHEDDING_MARKS } from './admission-state.ts';

/** The lag the node "measures": the test sets it as an overloaded event loop would show it. */
let lagMs = 0;
let utilisation = 0;
let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;
let recording: ReturnType<typeof recordingAs>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl, AI_STT_API_KEY: 'sk-teste' },
    {
      transcriptionRetryPolicy: { maxAttempts: 2, timeoutMs: 5000, backoffBaseMs: 5, backoffMaxMs: 20 },
      // Two uploads are this test's whole load: the lag counts from the first one.
      admission: {
        sampleMs: 0,
        eventLoopDelayMs: () => lagMs,
        eventLoopUtilisation: () => utilisation,
        // This file is about the last resort (refusing all); the rate cap has its own (rate-cap.test.ts), and a
        // slow test machine's acknowledgements must not set one here.
        limits: {
          ...DEFAULT_ADMISSION_LIMITS,
          ...UTILISATION_SHEDDING_MARKS,
          busyFloor: 0,
          acknowledgementTargetMs: 600_000,
        },
      },
    },
  );
  cookie = (await signUp(app)).cookie;
  recording = recordingAs(app, cookie);
});
afterAll(async () => {
  await closeWhenJobsDone(app);
  await fake.close();
});

const newConsultation = () => recording.newConsultation();
const upload = (id: string, index: number, text: string) => recording.upload(id, index, text);
const settled = (id: string) => recording.settled(id);

const sample = (times: number) => {
  for (let i = 0; i < times; i += 1) app.parts.admission.sample();
};

describe('load shedding of segment uploads', () => {
  it('a node under sustained lag refuses new segments with 503, Retry-After and pt-BR, loses nothing, and recovers', async () => {
    const id = await newConsultation();
    expect((await upload(id, 0, 'Primeiro trecho.')).status).toBe(202);

    lagMs = 2_000;
    sample(DEFAULT_ADMISSION_LIMITS.overSamples);
    const refused = await upload(id, 1, 'Segundo trecho.');
    expect(refused.status).toBe(503);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(DEFAULT_ADMISSION_LIMITS.minRetryAfterSeconds);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_ADMISSION_LIMITS.maxRetryAfterSeconds);
    expect(await body(refused)).toEqual({ code: 'UNAVAILABLE', message: SHEDDING_MESSAGE });
    // Refused before anything was taken: no pending segment waits for audio that never came.
    expect((await settled(id)).segments.map((s: { index: number }) => s.index)).toEqual([0]);

    // Recovery needs calm samples in a row; the browser's later re-send of the same segment is taken.
    lagMs = 5;
    sample(DEFAULT_ADMISSION_LIMITS.calmSamples - 1);
    expect((await upload(id, 1, 'Segundo trecho.')).status).toBe(503);
    sample(1);
    expect((await upload(id, 1, 'Segundo trecho.')).status).toBe(202);
    const view = await settled(id);
    expect(view.segments.map((s: { index: number; status: string }) => [s.index, s.status])).toEqual([
      [0, 'done'],
      [1, 'done'],
    ]);
    // One read, one snapshot: a segment shown done has its text in the transcript.
    expect(view.transcript).toContain('Segundo trecho.');
  });

  it('sheds on its own busy thread before the delay shows, and keeps refusing until the thread is calm', async () => {
    const id = await newConsultation();
    expect((await upload(id, 0, 'Trecho com folga.')).status).toBe(202);
    await settled(id);
    // The delay still looks fine (a few ms) while the thread is busy 97 % of the time.
    lagMs = 5;
    utilisation = 0.97;
    sample(DEFAULT_ADMISSION_LIMITS.overSamples);
    const refused = await upload(id, 1, 'Trecho recusado e guardado no aparelho.');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
    // Between the marks (0.75–0.9) the node keeps refusing: no flapping around one threshold.
    utilisation = 0.85;
    sample(DEFAULT_ADMISSION_LIMITS.calmSamples + 2);
    expect((await upload(id, 1, 'Trecho recusado e guardado no aparelho.')).status).toBe(503);
    utilisation = 0.4;
    sample(DEFAULT_ADMISSION_LIMITS.calmSamples);
    expect((await upload(id, 1, 'Trecho recusado e guardado no aparelho.')).status).toBe(202);
    const view = await settled(id);
    expect(view.segments.map((s: { status: string }) => s.status)).toEqual(['done', 'done']);
  });

  it('sheds only segment uploads: the vet can still read, edit and finish while the node is busy', async () => {
    const id = await newConsultation();
    expect((await upload(id, 0, 'Trecho antes da carga.')).status).toBe(202);
    await settled(id);
    lagMs = 2_000;
    sample(DEFAULT_ADMISSION_LIMITS.overSamples);
    expect((await app.request(`/api/consultations/${id}`, { cookie })).status).toBe(200);
    const finish = await app.request(`/api/consultations/${id}/finish`, {
      method: 'POST',
      cookie,
      body: JSON.stringify({ lastSegmentIndex: 0, durationSeconds: 20 }),
    });
    expect(finish.status).toBe(200);
    lagMs = 0;
    sample(DEFAULT_ADMISSION_LIMITS.calmSamples);
  });

  it('refuses a burst inside one sample window once the uploads in flight reach the cap', () => {
    const { admission } = app.parts;
    const releases = Array.from({ length: DEFAULT_ADMISSION_LIMITS.inFlightHigh }, () => admission.enter());
    const refused = admission.admit();
    expect(refused.admitted).toBe(false);
    for (const release of releases) release();
    // A release counts once, however often it is called.
    releases[0]?.();
    expect(admission.uploadsInFlight).toBe(0);
    expect(admission.admit()).toEqual({ admitted: true });
  });
});
