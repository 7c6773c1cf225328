import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { FREE_CONSULTATIONS } from '@vetvoz/domain';
import { fakeAudio, startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import { createTestApp, signUp, TEST_ORIGIN } from '../test/test-app.ts';

/**
 * The consultation pipeline over real HTTP against the fake provider at zero latency:
 *  1. server overhead from the last segment received to the final transcript (p50/p95);
 *  2. 50 concurrent consultations uploading segments: throughput, p95 latency, peak RSS;
 *  3. RSS along one long recording (it must not grow with the recording's length).
 * Runs on PGlite, or on PostgreSQL when DATABASE_URL is set. RSS is this one process: the API,
 * the database (PGlite) and the fake provider together.
 */
const OVERHEAD_RUNS = 40;
const CONCURRENT = 50;
const SEGMENTS_EACH = 12;
/** ~20 s of opus at 12 kbit/s. */
const SEGMENT_BYTES = 32 * 1024;
const LONG_SEGMENTS = 300;

const fake = await startFakeOpenAi();
const app = await createTestApp(
  { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl },
  { jobPollMs: 1000 },
);
const server = serve({ fetch: app.parts.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 25);

const cookies: string[] = [];
async function cookieFor(n: number): Promise<string> {
  const slot = Math.floor(n / FREE_CONSULTATIONS);
  while (cookies.length <= slot) cookies.push((await signUp(app)).cookie);
  return cookies[slot] as string;
}
let consultationCount = 0;

async function call(path: string, cookie: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', TEST_ORIGIN);
  headers.set('cookie', cookie);
  let requestBody = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    requestBody = JSON.stringify(init.json);
  }
  const response = await fetch(`${base}${path}`, { ...init, headers, body: requestBody });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id?: string; status?: string }>;
}

async function newConsultation(): Promise<{ id: string; cookie: string }> {
  const cookie = await cookieFor(consultationCount++);
  const created = await call('/api/consultations', cookie, {
    method: 'POST',
    json: { patient: { name: 'Thor', species: 'cao' } },
  });
  return { id: created.id as string, cookie };
}

const segmentAudio = (n: number) =>
  fakeAudio(`trecho ${n} da consulta com meloxicam e dipirona,`, SEGMENT_BYTES);
const uploadSegment = (id: string, cookie: string, index: number) =>
  call(`/api/consultations/${id}/segments/${index}`, cookie, {
    method: 'POST',
    body: segmentAudio(index),
    headers: { 'content-type': 'audio/webm' },
  });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

// 1. Overhead: the recording is finished, the last segment arrives; time until the consultation is ready.
const readyWaiters = new Map<string, () => void>();
await app.parts.events.subscribe('consultation', (event) => {
  if (event.type === 'status') readyWaiters.get(event.consultationId)?.();
});
const overheads: number[] = [];
for (let run = 0; run < OVERHEAD_RUNS; run++) {
  const { id, cookie } = await newConsultation();
  await uploadSegment(id, cookie, 0);
  await uploadSegment(id, cookie, 1);
  await call(`/api/consultations/${id}/finish`, cookie, { method: 'POST', json: { lastSegmentIndex: 2 } });
  const ready = new Promise<void>((resolve) => {
    readyWaiters.set(id, async () => {
      const view = await call(`/api/consultations/${id}`, cookie);
      if (view.status === 'ready') resolve();
    });
  });
  const started = performance.now();
  await uploadSegment(id, cookie, 2);
  await ready;
  overheads.push(performance.now() - started);
  readyWaiters.delete(id);
}
console.log(`pipeline on ${app.database.kind}, fake provider at zero latency`);
console.log(
  `  last segment received → final transcript (${OVERHEAD_RUNS} runs): p50 ${ms(percentile(overheads, 50))}  p95 ${ms(percentile(overheads, 95))}`,
);

// 2. Load: 50 consultations at once, each uploading its segments one after another, as a browser does.
const rssBefore = process.memoryUsage().rss;
peakRss = rssBefore;
const sessions = [];
for (let i = 0; i < CONCURRENT; i++) sessions.push(await newConsultation());
const latencies: number[] = [];
const loadStarted = performance.now();
await Promise.all(
  sessions.map(async ({ id, cookie }) => {
    for (let index = 0; index < SEGMENTS_EACH; index++) {
      const started = performance.now();
      await uploadSegment(id, cookie, index);
      latencies.push(performance.now() - started);
    }
    await call(`/api/consultations/${id}/finish`, cookie, {
      method: 'POST',
      json: { lastSegmentIndex: SEGMENTS_EACH - 1 },
    });
  }),
);
const seconds = (performance.now() - loadStarted) / 1000;
console.log(
  `  ${CONCURRENT} concurrent consultations × ${SEGMENTS_EACH} segments of ${SEGMENT_BYTES / 1024} KB: ` +
    `${(latencies.length / seconds).toFixed(0)} segments/s, upload p50 ${ms(percentile(latencies, 50))} ` +
    `p95 ${ms(percentile(latencies, 95))}`,
);
console.log(
  `  RSS before ${(rssBefore / 2 ** 20).toFixed(0)} MB, peak ${(peakRss / 2 ** 20).toFixed(0)} MB ` +
    '(API + database + fake provider in one process)',
);

// 3. Memory against recording length: one long consultation (300 segments ≈ 2 h at 25 s each).
const long = await newConsultation();
const rssAt: Record<number, number> = {};
for (let index = 0; index < LONG_SEGMENTS; index++) {
  await uploadSegment(long.id, long.cookie, index);
  if (index === 49 || index === LONG_SEGMENTS - 1) {
    globalThis.gc?.();
    rssAt[index + 1] = process.memoryUsage().rss;
  }
}
const mb = (bytes: number | undefined) => `${((bytes ?? 0) / 2 ** 20).toFixed(0)} MB`;
console.log(
  `  one recording of ${LONG_SEGMENTS} segments: RSS after 50 ${mb(rssAt[50])}, after ${LONG_SEGMENTS} ${mb(rssAt[LONG_SEGMENTS])}`,
);

clearInterval(sampler);
server.close();
await app.close();
await fake.close();
process.exit(0);
