import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import { createScratchDatabase } from './support/scratch-database.ts';
import {
  killServerProcesses,
  type ServerProcess,
  signUpOnServer,
  startServerProcess,
} from './support/server-process.ts';

/**
 * A node dies or is stopped while it transcribes a segment it already acknowledged (decision 031). The
 * browser still holds the audio and sends it again, as its upload queue does; nothing may be lost. Runs on
 * the embedded database (it must survive SIGKILL too), or on a scratch database when DATABASE_URL is set.
 */
const TEXT = 'Cadela com otite externa, prescrevo limpeza auricular e reavaliação em dez dias.';

let fake: FakeOpenAi;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => fake.close());

async function serverEnvironment() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> & { DATA_DIR: string } = {
    DATA_DIR: dataDir,
    AI_STT_PROVIDER: 'openai-compatible',
    AI_STT_BASE_URL: fake.baseUrl,
    AI_STT_API_KEY: 'sk-teste',
    LOG_LEVEL: 'warn',
  };
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'crash');
    cleanups.push(() => scratch.drop());
    env.DATABASE_URL = scratch.url;
  }
  return env;
}

async function consultationWithAcknowledgedSegment(server: ServerProcess) {
  const { cookie } = await signUpOnServer(server);
  const created = await server.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Luna', species: 'cao' } }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const acknowledged = await uploadAsBrowser(server, cookie, id);
  expect(acknowledged.status).toBe(202);
  // The provider has the audio: the transcription is under way when the node goes.
  await waitFor(() => fake.requests.length >= 1, 'the provider call');
  return { cookie, id };
}

const uploadAsBrowser = (server: ServerProcess, cookie: string, id: string) =>
  server.request(`/api/consultations/${id}/segments/0`, {
    method: 'POST',
    cookie,
    body: fakeAudio(TEXT),
    headers: { 'content-type': 'audio/webm;codecs=opus', prefer: 'respond-async' },
  });

async function segmentState(server: ServerProcess, cookie: string, id: string) {
  const response = await server.request(`/api/consultations/${id}`, { cookie });
  const view = (await response.json()) as {
    transcript: string;
    status: string;
    segments: { index: number; status: string }[];
  };
  return { view, status: view.segments.find((s) => s.index === 0)?.status };
}

/** What the browser's queue does with an acknowledged segment: look, and send it again until it is done. */
async function resendUntilDone(server: ServerProcess, cookie: string, id: string, timeoutMs: number) {
  const started = Date.now();
  let uploads = 0;
  for (;;) {
    const { view, status } = await segmentState(server, cookie, id);
    if (status === 'done') return { view, uploads };
    if (Date.now() - started > timeoutMs) throw new Error(`segment still ${status} after ${timeoutMs} ms`);
    const response = await uploadAsBrowser(server, cookie, id);
    expect([200, 202]).toContain(response.status);
    uploads += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a node lost in the middle of a transcription', () => {
  it('SIGKILL: after the restart the browser sends the segment again and the transcript is complete', async () => {
    fake.reset();
    fake.setLatency(60_000);
    const env = await serverEnvironment();
    const first = await startServerProcess({ env });
    const { cookie, id } = await consultationWithAcknowledgedSegment(first);
    await first.kill();

    fake.setLatency(0);
    const second = await startServerProcess({ env });
    // Pending under the dead node's lease until it lapses (≤ 15 s); then the re-sent audio is transcribed.
    const { view, uploads } = await resendUntilDone(second, cookie, id, 40_000);
    expect(uploads).toBeGreaterThanOrEqual(1);
    expect(view.transcript).toContain('otite externa');
    expect(fake.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(2);

    const finished = await second.request(`/api/consultations/${id}/finish`, {
      method: 'POST',
      cookie,
      body: JSON.stringify({ lastSegmentIndex: 0 }),
    });
    expect(finished.status).toBe(200);
    for (let tries = 0; tries < 100; tries++) {
      if ((await segmentState(second, cookie, id)).view.status === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await segmentState(second, cookie, id)).view.status).toBe('ready');
    expect(await second.stop()).toBe(0);
  }, 150_000);

  it('SIGTERM: the node frees its claim before exiting, so the segment sent again is transcribed at once', async () => {
    fake.reset();
    fake.setLatency(60_000);
    const env = await serverEnvironment();
    const first = await startServerProcess({ env });
    const { cookie, id } = await consultationWithAcknowledgedSegment(first);
    expect(await first.stop()).toBe(0);

    fake.setLatency(0);
    const second = await startServerProcess({ env });
    // No lease to wait out: the very first re-send is claimed and transcribed (one that waits for its
    // answer would get 503 while a lease stood).
    const resent = await second.request(`/api/consultations/${id}/segments/0`, {
      method: 'POST',
      cookie,
      body: fakeAudio(TEXT),
      headers: { 'content-type': 'audio/webm;codecs=opus' },
    });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ index: 0, status: 'done' });
    const { view } = await segmentState(second, cookie, id);
    expect(view.transcript).toContain('otite externa');
    expect(await second.stop()).toBe(0);
  }, 150_000);
});
