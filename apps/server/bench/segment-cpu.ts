import { performance } from 'node:perf_hooks';
import { fakeAudio, startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import { body, createTestApp, signUp } from '../test/test-app.ts';

/**
 * `node --import tsx bench/segment-cpu.ts` — the server's own CPU per segment, from upload to the text on
 * each consultation's open live stream, measured with `process.cpuUsage` in one process (the app in
 * process, PostgreSQL at DATABASE_URL outside it, the speech stand-in in process but idle between
 * answers). CPU time, unlike latency, barely moves when other processes share the machine, so this
 * compares two versions of the segment path where the open-loop bench (bench/load) cannot
 * (docs/decisions/052-cheaper-segments.md). SEGMENT_CPU_RECORDINGS (default 40) recordings × 5 segments,
 * uploaded one round at a time with `Prefer: respond-async`.
 */
const RECORDINGS = Number(process.env.SEGMENT_CPU_RECORDINGS ?? 40);
const ROUNDS = 5;
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: this bench measures the server on PostgreSQL');

const fake = await startFakeOpenAi();
const app = await createTestApp(
  { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl, AI_STT_API_KEY: 'sk-teste' },
  { jobPollMs: 600_000 },
);
const recordings: { id: string; cookie: string; shown: Set<number> }[] = [];
for (let i = 0; i < RECORDINGS; i += 1) {
  const cookie =
    i % 10 === 0 || recordings.length === 0
      ? (await signUp(app)).cookie
      : (recordings.at(-1)?.cookie as string);
  const created = await app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
  });
  const recording = { id: (await body(created)).id as string, cookie, shown: new Set<number>() };
  recordings.push(recording);
  // The page's live stream: every segment's event is read, as the browser does.
  const stream = await app.request(`/api/consultations/${recording.id}/events`, { cookie });
  void (async () => {
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (const match of buffer.matchAll(/"index":(\d+),"status":"done"/g))
        recording.shown.add(Number(match[1]));
      buffer = buffer.slice(-200);
    }
  })();
}

async function round(index: number) {
  await Promise.all(
    recordings.map(async ({ id, cookie }) => {
      const response = await app.request(`/api/consultations/${id}/segments/${index}`, {
        method: 'POST',
        cookie,
        body: fakeAudio(`Trecho ${index} da consulta, cão com otite.`),
        headers: { 'content-type': 'audio/webm;codecs=opus', prefer: 'respond-async' },
      });
      if (response.status !== 202) throw new Error(`upload answered ${response.status}`);
    }),
  );
  while (recordings.some((r) => !r.shown.has(index))) await new Promise((r) => setTimeout(r, 10));
}

await round(0); // warm-up: first segments count the consultation, JIT, statement caches
const cpu = process.cpuUsage();
const started = performance.now();
for (let index = 1; index < ROUNDS; index += 1) await round(index);
const used = process.cpuUsage(cpu);
const segments = RECORDINGS * (ROUNDS - 1);
console.log(
  `${segments} segments: ${((used.user + used.system) / 1000 / segments).toFixed(2)} ms of server CPU each ` +
    `(user ${(used.user / 1000 / segments).toFixed(2)}, system ${(used.system / 1000 / segments).toFixed(2)}), ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s wall`,
);
await app.close();
await fake.close();
process.exit(0);
