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
import { GENERATION_ERROR_MESSAGES, GenerationError } from '../errors.ts';
import { generateDocument } from '../generate-document.ts';
import { createLocalTextModel, type LocalTextModel } from './local-text-model.ts';
import { tinyGguf, writeTinyGguf } from './test-support/tiny-gguf.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-llama-'));
const modelFile = path.join(dir, 'tiny.gguf');

/** The real path (node-llama-cpp, llama.cpp, grammar) on a tiny random model: one thread, so CI's 2 cores stay calm. */
const local = (file: string): LocalTextModel =>
  createLocalTextModel({ source: { kind: 'file', id: 'tiny', file }, threads: 1, maxContextTokens: 16_384 });

async function failure(promise: Promise<unknown>): Promise<GenerationError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GenerationError) return error;
    throw error;
  }
  throw new Error('expected a GenerationError');
}

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
