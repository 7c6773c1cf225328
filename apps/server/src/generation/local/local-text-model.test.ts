import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DOCUMENT_TYPES,
  documentContentSchemas,
  documentModelJsonSchema,
  PROMPT_TEST_SAMPLES,
} from '@vetvoz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_ERROR_MESSAGES } from '../errors.ts';
import { generateDocument } from '../generate-document.ts';
import { failure } from '../test-support/generation-failure.ts';
import { createLocalTextModel, type LocalTextModel } from './local-text-model.ts';
import { tinyGguf, writeTinyGguf } from './test-support/tiny-gguf.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-llama-'));
const modelFile = path.join(dir, 'tiny.gguf');

/** The real path (node-llama-cpp, llama.cpp, grammar) on a tiny random model: one thread, so CI's 2 cores stay calm. */
const local = (file: string): LocalTextModel =>
  createLocalTextModel({ source: { kind: 'file', id: 'tiny', file }, threads: 1, maxContextTokens: 16_384 });

describe('embedded text model on a tiny GGUF', () => {
  let model: LocalTextModel;
  beforeAll(async () => {
    await writeTinyGguf(modelFile);
    model = local(modelFile);
    await model.ready();
  }, 60_000);
  afterAll(() => model?.dispose());

  it('writes a small GGUF (a few hundred KB at most)', () => {
    expect(tinyGguf().length).toBeLessThan(400_000);
  });

  // Random weights write nonsense; the grammar still makes every answer JSON of the document's shape.
  it.each(DOCUMENT_TYPES)('drafts a schema-valid %s through generateDocument', async (type) => {
    const sample = PROMPT_TEST_SAMPLES[type];
    const started = performance.now();
    const events = [];
    for await (const event of generateDocument({
      model: model.model,
      systemPrompt: 'Preencha o documento com o que a transcrição diz.',
      schema: documentContentSchemas[type],
      jsonSchema: documentModelJsonSchema(type),
      schemaName: type,
      transcript: sample.transcript,
      patient: sample.patient,
      policy: { maxOutputTokens: 1500 },
    }))
      events.push(event);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') return;
    expect(documentContentSchemas[type].safeParse(done.content).success).toBe(true);
    // The first answer parses: the grammar leaves no room for a repair.
    expect(done.repaired).toBe(false);
    expect(done.usage.outputTokens).toBeGreaterThan(0);
    expect(events.some((event) => event.type === 'partial')).toBe(true);
    // A budget for CI's shared cores: the whole prompt and answer of a tiny model in seconds.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('embedded text model queue', () => {
  let model: LocalTextModel;
  beforeAll(async () => {
    model = local(modelFile);
    await model.ready();
  }, 60_000);
  afterAll(() => model?.dispose());

  const draft = (signal?: AbortSignal, policy = {}) =>
    generateDocument({
      model: model.model,
      systemPrompt: 'Preencha o documento.',
      schema: documentContentSchemas.orientacoes,
      jsonSchema: documentModelJsonSchema('orientacoes'),
      schemaName: 'orientacoes',
      transcript: PROMPT_TEST_SAMPLES.orientacoes.transcript,
      patient: PROMPT_TEST_SAMPLES.orientacoes.patient,
      policy: { maxOutputTokens: 1500, partialIntervalMs: 0, ...policy },
      signal,
    });
  const until = async (generation: ReturnType<typeof draft>, stamps: number[]) => {
    for await (const event of generation)
      if (event.type === 'partial' || event.type === 'done') stamps.push(performance.now());
  };

  it('runs one generation at a time: the second starts writing after the first is done', async () => {
    const first: number[] = [];
    const second: number[] = [];
    await Promise.all([until(draft(), first), until(draft(), second)]);
    expect(first.length).toBeGreaterThan(1);
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1) ?? Number.POSITIVE_INFINITY);
  });

  it('stops when the caller aborts, and the next generation runs', async () => {
    const controller = new AbortController();
    const stamps: number[] = [];
    const generation = draft(controller.signal);
    const aborted = failure(
      (async () => {
        for await (const event of generation) {
          stamps.push(performance.now());
          if (event.type === 'partial') controller.abort();
        }
      })(),
    );
    expect((await aborted).kind).toBe('aborted');
    const after: number[] = [];
    await until(draft(), after);
    expect(after.length).toBeGreaterThan(0);
  });

  it('times out while waiting behind another generation', async () => {
    const running = until(draft(), []);
    const error = await failure(until(draft(undefined, { totalTimeoutMs: 50, idleTimeoutMs: 50 }), []));
    expect(error.kind).toBe('timeout');
    await running;
  });
});

describe('embedded text model files', () => {
  it('says the model is missing, in the general message', async () => {
    const error = await failure(local(path.join(dir, 'absent.gguf')).ready());
    expect(error.kind).toBe('local_model_missing');
    expect(error.userMessage).toBe(GENERATION_ERROR_MESSAGES.local_model_missing);
    expect(error.userMessage).toContain('LOCAL_TEXT_MODEL');
  });

  it('refuses a file that is not GGUF', async () => {
    const file = path.join(dir, 'not.gguf');
    await writeFile(file, 'isto não é um modelo');
    const error = await failure(local(file).ready());
    expect(error.kind).toBe('local_model_missing');
    expect(error.userMessage).toContain('não é um modelo GGUF');
  });

  it.each([
    ['in its tensors', 0.7],
    ['in its header', 0.01],
  ])('says a file cut short %s is incomplete', async (_, fraction) => {
    const bytes = tinyGguf();
    const file = path.join(dir, `cut-${fraction}.gguf`);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length * fraction)));
    const error = await failure(local(file).ready());
    expect(error.kind).toBe('local_model_missing');
    expect(error.userMessage).toContain('incompleto ou corrompido');
  });

  it.each(['mamba-de-teste', 'bert'])(
    'refuses a model of another architecture (%s)',
    async (architecture) => {
      const file = path.join(dir, `${architecture}.gguf`);
      await writeTinyGguf(file, { architecture });
      const error = await failure(local(file).ready());
      expect(error.kind).toBe('local_model_missing');
      expect(error.userMessage).toContain('arquitetura não suportada');
    },
  );

  it('tries again after a failure: the file placed by hand is found', async () => {
    const file = path.join(dir, 'later.gguf');
    const model = local(file);
    expect((await failure(model.ready())).kind).toBe('local_model_missing');
    await writeTinyGguf(file);
    await model.ready();
    await model.dispose();
  });
});
