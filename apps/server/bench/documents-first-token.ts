import { performance } from 'node:perf_hooks';
import { FREE_CONSULTATIONS } from '@vetvoz/domain';
import { startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import { readSse } from '../test/support/sse-reader.ts';
import { createTestApp, signUp } from '../test/test-app.ts';
import { percentile, serveForBench } from './support/http-bench.ts';

/**
 * Server overhead to the first streamed token of a document: from "Gerar documentos" (POST) to the first
 * SSE `document` event carrying content, with the fake OpenAI-compatible provider answering at zero
 * latency — so what is measured is VetVoz's own path: job queue, prompt lookup, the model call's local
 * round trip, the partial write and the LISTEN/NOTIFY hop to the SSE stream. Target: p95 under 150 ms.
 * Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
 */
const RUNS = 40;
const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ao dia por 3 dias e ' +
  'omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

const fake = await startFakeOpenAi();
const app = await createTestApp(
  {
    AI_TEXT_PROVIDER: 'openai-compatible',
    AI_TEXT_BASE_URL: fake.baseUrl,
    AI_TEXT_API_KEY: 'sk-bench',
    AI_TEXT_MODEL: 'modelo-bench',
  },
  { jobPollMs: 1000 },
);
const { call, close: closeServer } = await serveForBench(app);

const timings: number[] = [];
let cookie = '';
for (let run = 0; run < RUNS; run++) {
  if (run % FREE_CONSULTATIONS === 0) cookie = (await signUp(app)).cookie;
  const created = await call('/api/consultations', cookie, {
    method: 'POST',
    json: { patient: { name: 'Thor', species: 'cao' } },
  });
  const { id } = (await created.json()) as { id: string };
  await call(`/api/consultations/${id}/transcript`, cookie, {
    method: 'PATCH',
    json: { transcript: TRANSCRIPT },
  });
  const events = await call(`/api/consultations/${id}/documents/events`, cookie);
  const { next, close } = readSse(events);
  await next('snapshot');
  const started = performance.now();
  await call(`/api/consultations/${id}/documents`, cookie, { method: 'POST', json: { types: ['anamnese'] } });
  await next('document', (d) => d.document.content !== null);
  // The first run also pays for lazy imports and the model resolution: keep it out of the figures.
  if (run > 0) timings.push(performance.now() - started);
  await next('document', (d) => d.document.status !== 'generating');
  await close();
}

const p50 = percentile(timings, 50);
const p95 = percentile(timings, 95);
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in process)'}`);
console.log(
  `first streamed content after "Gerar documentos" (${timings.length} runs, fake provider at zero latency):`,
);
console.log(
  `  p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · target p95 < 150 ms ${p95 < 150 ? '✓' : '✗'}`,
);

closeServer();
await app.close();
await fake.close();
