import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../../e2e/fixtures/fake-openai.ts';
import { closeWhenJobsDone, recordingAs } from '../../../test/support/segment-uploads.ts';
import { body, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { SHEDDING_MESSAGE } from './admission-gate.ts';
import { DEFAULT_ADMISSION_LIMITS } from './admission-state.ts';
import { RELEASE_SAMPLES } from './admit-rate.ts';

/**
 * A node whose admitted uploads are acknowledged slowly caps how many it admits per second: the surplus
 * gets 503 + Retry-After and stays on the phone, the admitted are transcribed, and the cap goes once the
 * node is fast again (docs/decisions/056-admission-by-acknowledgement-time.md). The controller's clock is
 * the test's, so the per-second figures do not depend on how fast this machine runs the test.
 */
let clockMs = 0;
let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;
let recording: ReturnType<typeof recordingAs>;
const LIMITS = { ...DEFAULT_ADMISSION_LIMITS, busyFloor: 0 };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl, AI_STT_API_KEY: 'sk-teste' },
    {
      admission: {
        sampleMs: 0,
        now: () => clockMs,
        eventLoopDelayMs: () => 0,
        eventLoopUtilisation: () => 0,
        limits: LIMITS,
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

const upload = (id: string, index: number, text: string) => recording.upload(id, index, text);

/** One sample of the controller, `ms` after the last, with these acknowledgement times seen meanwhile. */
function sampleAfter(ms: number, acknowledgementsMs: number[] = []) {
  for (const ack of acknowledgementsMs) app.parts.admission.observe(ack);
  clockMs += ms;
  app.parts.admission.sample();
}

const settled = (id: string) => recording.settled(id);

describe('the cap on admitted segment uploads', () => {
  it('refuses the surplus of a slow node with 503 + Retry-After, keeps the admitted, and lets go when fast', async () => {
    const id = await recording.newConsultation();
    expect((await upload(id, 0, 'Primeiro trecho.')).status).toBe(202);

    // Acknowledgements at 900 ms for two samples: the node caps what it admits.
    const slow = Array.from({ length: 20 }, () => 900);
    sampleAfter(1000, slow);
    expect(app.parts.admission.state.admitRate).toBeNull();
    sampleAfter(250, slow);
    expect(app.parts.admission.state.admitRate).toBe(LIMITS.minAdmitRate);

    // The cap lets one sample's worth in, and refuses the rest before taking anything.
    expect((await upload(id, 1, 'Segundo trecho.')).status).toBe(202);
    const refused = await upload(id, 2, 'Terceiro trecho, guardado no aparelho.');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(LIMITS.minRetryAfterSeconds);
    expect(await body(refused)).toEqual({ code: 'UNAVAILABLE', message: SHEDDING_MESSAGE });
    expect((await settled(id)).segments.map((s: { index: number }) => s.index)).toEqual([0, 1]);

    // Fast again, and nothing refused for a while: the cap goes and the re-sent segment is taken.
    // (The first sample after the refusal still counts it.)
    for (let i = 0; i <= RELEASE_SAMPLES; i += 1) sampleAfter(250, [20, 25, 30]);
    expect(app.parts.admission.state.admitRate).toBeNull();
    expect((await upload(id, 2, 'Terceiro trecho, guardado no aparelho.')).status).toBe(202);
    const view = await settled(id);
    expect(view.segments.map((s: { status: string }) => s.status)).toEqual(['done', 'done', 'done']);
  });

  it("leaves the time a slow phone takes to send its audio out of the node's own time", async () => {
    const id = await recording.newConsultation('Mel', 'gato');
    // A body that trickles in over 1.5 s, as from a phone on a weak signal (with its length, as a browser
    // sends a recorded Blob; a chunked body of unknown length is read whole by the body limit first).
    const audio = fakeAudio('Trecho enviado devagar.');
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        const half = Math.floor(audio.byteLength / 2);
        controller.enqueue(audio.subarray(0, half));
        await new Promise((resolve) => setTimeout(resolve, 1500));
        controller.enqueue(audio.subarray(half));
        controller.close();
      },
    });
    const seen: number[] = [];
    const observe = app.parts.admission.observe;
    app.parts.admission.observe = (ownMs, wholeMs) => {
      seen.push(ownMs);
      observe(ownMs, wholeMs);
    };
    try {
      const answer = await app.request(`/api/consultations/${id}/segments/0`, {
        method: 'POST',
        cookie,
        body: slowBody,
        headers: {
          'content-type': 'audio/webm;codecs=opus',
          'content-length': String(audio.byteLength),
          prefer: 'respond-async',
        },
        duplex: 'half',
      } as RequestInit & { cookie: string; duplex: 'half' });
      expect(answer.status).toBe(202);
    } finally {
      app.parts.admission.observe = observe;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeLessThan(1000);
    await settled(id);
  });
});
