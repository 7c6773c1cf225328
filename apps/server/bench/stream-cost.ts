import { performance } from 'node:perf_hooks';
import { documentContentSchemas, documentModelJsonSchema, SAMPLE_CONTENT } from '@vetvoz/domain';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { generateDocument } from '../src/generation/generate-document.ts';

/**
 * CPU the server spends per streamed document, the provider's time excluded: a mock model streams a real
 * anamnese as ~4-character tokens (the size providers send) with no delay, `DOCUMENTS` at once, through
 * the same generateDocument the job uses (product partial-parse interval). Prints CPU ms per document and
 * per token — the figure the documents phase of bench:load is bounded by (decision 029).
 */
const DOCUMENTS = Number(process.env.STREAM_DOCUMENTS ?? 50);
const content = JSON.stringify(SAMPLE_CONTENT.anamnese);
const tokens = content.match(/[\s\S]{1,4}/g) ?? [];

function model() {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunkDelayInMs: 0,
        chunks: [
          { type: 'stream-start' as const, warnings: [] },
          { type: 'text-start' as const, id: 't' },
          ...tokens.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
          { type: 'text-end' as const, id: 't' },
          {
            type: 'finish' as const,
            finishReason: { unified: 'stop' as const, raw: 'stop' },
            usage: {
              inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
              outputTokens: { total: tokens.length, text: tokens.length, reasoning: 0 },
            },
          },
        ],
      }),
    }),
  });
}

async function streamOne() {
  let partials = 0;
  for await (const event of generateDocument({
    model: model(),
    systemPrompt: 'Você redige a anamnese.',
    schema: documentContentSchemas.anamnese,
    jsonSchema: documentModelJsonSchema('anamnese'),
    schemaName: 'anamnese',
    transcript:
      'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia, sem diarreia. Mucosas normocoradas, TPC de dois segundos, abdômen sem dor à palpação. Vou pedir hemograma completo.',
    patient: { name: 'Thor', species: 'cao' },
  })) {
    if (event.type === 'partial') partials++;
    if (event.type === 'done') return partials;
  }
  throw new Error('no document');
}

await streamOne(); // warm-up: lazy imports, JIT
const cpuBefore = process.cpuUsage();
const started = performance.now();
const partials = await Promise.all(Array.from({ length: DOCUMENTS }, streamOne));
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(`documents: ${DOCUMENTS}, tokens each: ${tokens.length}, bytes each: ${content.length}`);
console.log(
  `CPU per document: ${(cpuMs / DOCUMENTS).toFixed(1)} ms; per token: ${((cpuMs / DOCUMENTS / tokens.length) * 1000).toFixed(1)} µs`,
);
console.log(
  `wall: ${wallMs.toFixed(0)} ms; partials per document: ${Math.round(partials.reduce((a, b) => a + b, 0) / DOCUMENTS)}`,
);
