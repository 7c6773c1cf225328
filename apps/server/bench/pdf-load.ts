import { performance } from 'node:perf_hooks';
import { startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import { documentContentBytes, MAX_DOCUMENT_CONTENT_BYTES } from '../src/documents/content-limit.ts';
import { configurePdfRendering } from '../src/documents/pdf/render-document-pdf.tsx';
import { largestValidContent } from '../src/documents/testing/largest-content.ts';
import { createTestApp, signUp } from '../test/test-app.ts';
import { percentile, serveForBench } from './support/http-bench.ts';

/**
 * Does printing PDFs stall the API? The real app on PGlite behind a real HTTP server; 4 large receitas
 * are issued at once through POST /api/documents/:id/pdf, ROUNDS times, while GET /api/health is polled
 * every 20 ms. Prints /api/health latency during the renders (target p95 < 50 ms) and the render times.
 *
 *   npm run bench:pdf-load -w apps/server                       worker pool (the server's default)
 *   npm run bench:pdf-load -w apps/server -- --in-process       rendered on the main thread (before)
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENT = 4;
const POLL_MS = 20;
const TARGET_P95_MS = 50;
const inProcess = process.argv.includes('--in-process');

if (inProcess) await configurePdfRendering({ inProcess: true });

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Vou prescrever maropitant 1 mg/kg ' +
  'por via subcutânea uma vez ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

/** The largest receita the schema accepts, items dropped until it fits under the content cap. */
function largeReceita(maxBytes: number) {
  const content = largestValidContent(
    'receita',
    'Dar junto com a ração, observar apetite e hidratação e retornar se houver vômito. ',
  );
  const itens = content.itens as unknown[];
  while (documentContentBytes(content) > maxBytes && itens.length > 1) itens.pop();
  return content;
}

const fake = await startFakeOpenAi();
const app = await createTestApp({
  AI_TEXT_PROVIDER: 'openai-compatible',
  AI_TEXT_BASE_URL: fake.baseUrl,
  AI_TEXT_API_KEY: 'sk-bench',
  AI_TEXT_MODEL: 'modelo-bench',
});
const { call, close: closeServer } = await serveForBench(app);

/** A ready receita of this vet, its content replaced by the large one. */
async function largeDocument(cookie: string, content: unknown): Promise<string> {
  const created = await call('/api/consultations', cookie, {
    method: 'POST',
    json: { patient: { name: 'Thor', species: 'cao' } },
  });
  const { id } = (await created.json()) as { id: string };
  await call(`/api/consultations/${id}/transcript`, cookie, {
    method: 'PATCH',
    json: { transcript: TRANSCRIPT },
  });
  await call(`/api/consultations/${id}/documents`, cookie, { method: 'POST', json: { types: ['receita'] } });
  for (;;) {
    const listed = await call(`/api/consultations/${id}/documents`, cookie);
    const [doc] = ((await listed.json()) as { documents: Array<{ id: string; status: string }> }).documents;
    if (doc?.status === 'failed') throw new Error('generation failed');
    if (doc?.status === 'ready') {
      await call(`/api/documents/${doc.id}`, cookie, { method: 'PATCH', json: { content } });
      return doc.id;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const content = largeReceita(MAX_DOCUMENT_CONTENT_BYTES);
const { cookie } = await signUp(app);
const documentIds: string[] = [];
for (let i = 0; i < CONCURRENT; i++) documentIds.push(await largeDocument(cookie, content));

/** Issues one PDF; a render stopped at the time limit (503) is counted, not fatal. */
let stoppedAtLimit = 0;
async function issue(id: string): Promise<ArrayBuffer | undefined> {
  try {
    const response = await call(`/api/documents/${id}/pdf`, cookie, {
      method: 'POST',
      json: {
        issue: { name: 'Maria José da Conceição', address: 'Rua das Flores, 100' },
        place: 'São Paulo/SP',
      },
    });
    return await response.arrayBuffer();
  } catch (error) {
    if (!String(error).includes(': 503 ')) throw error;
    stoppedAtLimit += 1;
    return undefined;
  }
}

// The first render starts the PDF thread and loads the fonts: measured apart.
const coldStarted = performance.now();
const firstPdf = await issue(documentIds[0] as string);
const coldMs = performance.now() - coldStarted;

const healthMs: number[] = [];
const renderMs: number[] = [];
const roundMs: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  let rendering = true;
  const poller = (async () => {
    while (rendering) {
      const started = performance.now();
      await call('/api/health', '');
      healthMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  const roundStarted = performance.now();
  await Promise.all(
    documentIds.map(async (id) => {
      const started = performance.now();
      await issue(id);
      renderMs.push(performance.now() - started);
    }),
  );
  roundMs.push(performance.now() - roundStarted);
  rendering = false;
  await poller;
}

const p95 = percentile(healthMs, 95);
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `PDF rendering: ${inProcess ? 'main thread (in process)' : 'worker pool'} · database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in process)'}`,
);
console.log(
  `content: receita of ${(documentContentBytes(content) / 1024).toFixed(0)} KB; ` +
    `PDF ${firstPdf ? `${(firstPdf.byteLength / 1024).toFixed(0)} KB` : 'not made'}; first render (thread start and fonts) ${ms(coldMs)}`,
);
console.log(
  `${ROUNDS} rounds of ${CONCURRENT} PDFs at once: render p50 ${ms(percentile(renderMs, 50))} · max ${ms(Math.max(...renderMs))}; ` +
    `round p50 ${ms(percentile(roundMs, 50))}; stopped at the time limit (503): ${stoppedAtLimit}`,
);
console.log(
  `GET /api/health during the renders (${healthMs.length} requests): p50 ${ms(percentile(healthMs, 50))} · ` +
    `p95 ${ms(p95)} · max ${ms(Math.max(...healthMs))} — target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`,
);

closeServer();
await app.close();
await fake.close();
