import { multiLineText, type Patient } from '@vetvoz/domain';
import { APICallError } from 'ai';
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type DocumentGenerationEvent,
  type GenerateDocumentOptions,
  generateDocument,
  generateDocumentContent,
} from './generate-document.ts';
import { createTextModelResolver, resolveTextModel } from './provider.ts';
import { failure } from './test-support/generation-failure.ts';

/** A small schema of the same shape as the document ones: sections, a list, optional fields. */
const schema = z.object({
  queixaPrincipal: z.string(),
  achados: z.array(z.string()),
  conduta: z.string().optional(),
});
type Content = z.infer<typeof schema>;

const TRANSCRIPT =
  'O Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos. Vou prescrever maropitant e pedir hemograma completo.';
const PATIENT: Patient = { name: 'Thor', species: 'cao', breed: 'SRD', weightKg: 12.5, sex: 'macho' };
const VALID =
  '{"queixaPrincipal":"Vômito há dois dias","achados":["Mucosas normocoradas","TPC de dois segundos"]}';

function streamOf(
  text: string,
  { pieces = 4, chunkDelayMs = 0 }: { pieces?: number; chunkDelayMs?: number } = {},
) {
  const size = Math.ceil(text.length / pieces);
  const deltas = Array.from({ length: pieces }, (_, i) => text.slice(i * size, (i + 1) * size)).filter(
    Boolean,
  );
  return {
    stream: simulateReadableStream({
      chunkDelayInMs: chunkDelayMs,
      chunks: [
        { type: 'stream-start' as const, warnings: [] },
        { type: 'text-start' as const, id: 't' },
        ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
        { type: 'text-end' as const, id: 't' },
        {
          type: 'finish' as const,
          finishReason: { unified: 'stop' as const, raw: 'stop' },
          usage: {
            inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 40, text: 40, reasoning: 0 },
          },
        },
      ],
    }),
  };
}

function apiError(statusCode: number) {
  return new APICallError({
    message: `HTTP ${statusCode}`,
    url: 'http://fake/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    // Honoured by the SDK's backoff: keeps the test fast.
    responseHeaders: { 'retry-after-ms': '1' },
    isRetryable: statusCode === 429 || statusCode >= 500,
  });
}

const run = (model: MockLanguageModelV3, extra: Partial<GenerateDocumentOptions<typeof schema>> = {}) =>
  generateDocument<typeof schema>({
    model,
    systemPrompt: 'Você redige a anamnese. Use somente a transcrição.',
    schema,
    schemaName: 'anamnese',
    transcript: TRANSCRIPT,
    patient: PATIENT,
    // Every delta parsed, so the tests see each partial; the product parses at most every 100 ms.
    policy: { partialIntervalMs: 0 },
    ...extra,
  });

async function collect(events: AsyncIterable<DocumentGenerationEvent<Content>>) {
  const out: DocumentGenerationEvent<Content>[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe('generateDocument', () => {
  it('streams growing partial objects, then the validated object', async () => {
    const model = new MockLanguageModelV3({ doStream: streamOf(VALID, { pieces: 6 }) });
    const events = await collect(run(model));

    const partials = events.filter((event) => event.type === 'partial');
    expect(partials.length).toBeGreaterThanOrEqual(3);
    expect(partials[0]).toMatchObject({ attempt: 1 });
    // Each partial is a prefix of the final object, growing.
    const sizes = partials.map((event) => JSON.stringify(event.partial).length);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    expect(events.at(-1)).toEqual({
      type: 'done',
      content: JSON.parse(VALID),
      repaired: false,
      usage: { inputTokens: 100, outputTokens: 40 },
    });
  });

  it('parses the growing answer at most every partialIntervalMs, the first delta at once', async () => {
    const model = new MockLanguageModelV3({ doStream: streamOf(VALID, { pieces: 6 }) });
    const events = await collect(run(model, { policy: { partialIntervalMs: 60_000 } }));
    expect(events.filter((event) => event.type === 'partial')).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'done', content: JSON.parse(VALID) });
  });

  it('sends the prompt body with the output contract, the animal and the fenced transcript', async () => {
    const model = new MockLanguageModelV3({ doStream: streamOf(VALID) });
    await collect(run(model));
    const call = model.doStreamCalls[0];
    const [system, user] = call?.prompt ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Você redige a anamnese. Use somente a transcrição.');
    expect(system?.content).toContain('## Formato da resposta');
    expect(system?.content).toContain('"queixaPrincipal"');
    const userText = JSON.stringify(user?.content);
    expect(userText).toContain('- Nome: Thor');
    expect(userText).toContain('- Espécie: Cão');
    expect(userText).toContain('- Peso: 12,5 kg');
    expect(userText).toContain(`<transcricao>\\n${TRANSCRIPT}\\n</transcricao>`);
    // Structured output: the schema goes to the provider as response format too.
    expect(call?.responseFormat).toMatchObject({ type: 'json', name: 'anamnese' });
    expect(call?.temperature).toBe(0);
  });

  it('shows the model and the provider a given JSON Schema instead of the zod one', async () => {
    const strict = {
      type: 'object',
      properties: { queixaPrincipal: { type: ['string', 'null'] }, achados: { type: 'array' } },
      required: ['queixaPrincipal', 'achados'],
      additionalProperties: false,
    };
    const model = new MockLanguageModelV3({ doStream: streamOf(VALID) });
    await collect(run(model, { jsonSchema: strict }));
    const call = model.doStreamCalls[0];
    expect(call?.responseFormat).toMatchObject({ type: 'json', schema: strict });
    expect(call?.prompt[0]?.content).toContain(JSON.stringify(strict));
  });

  it('refuses an empty or too-short transcript before any model call', async () => {
    const model = new MockLanguageModelV3({ doStream: streamOf(VALID) });
    const error = await failure(collect(run(model, { transcript: 'Pode começar. [TUTOR] obrigado.' })));
    expect(error.kind).toBe('transcript_too_short');
    expect(error.userMessage).toMatch(/^A transcrição está vazia ou curta demais/);
    expect(model.doStreamCalls).toHaveLength(0);
  });

  it('accepts JSON wrapped in a markdown code block', async () => {
    const model = new MockLanguageModelV3({ doStream: streamOf(`\`\`\`json\n${VALID}\n\`\`\``) });
    const result = await generateDocumentContent({
      model,
      systemPrompt: 'x',
      schema,
      schemaName: 'anamnese',
      transcript: TRANSCRIPT,
      patient: PATIENT,
    });
    expect(result).toMatchObject({ content: JSON.parse(VALID), repaired: false });
  });

  it('drops invisible control and bidi characters from the answer instead of failing the document', async () => {
    const strict = z.object({ queixaPrincipal: multiLineText(), achados: z.array(multiLineText()) });
    const dirty = JSON.stringify({
      queixaPrincipal: 'Vômito\u0007 há dois dias\u202e',
      achados: ['TPC\r\nnormal'],
    });
    const model = new MockLanguageModelV3({ doStream: streamOf(dirty) });
    const result = await generateDocumentContent({
      model,
      systemPrompt: 'x',
      schema: strict,
      schemaName: 'anamnese',
      transcript: TRANSCRIPT,
      patient: PATIENT,
    });
    expect(result).toMatchObject({
      content: { queixaPrincipal: 'Vômito há dois dias', achados: ['TPC\nnormal'] },
      repaired: false,
    });
    expect(model.doStreamCalls).toHaveLength(1);
  });

  it('repairs an answer that fails the schema once, showing the model its answer and the issues', async () => {
    const invalid = '{"queixaPrincipal":"Vômito","achados":"mucosas normocoradas"}';
    const model = new MockLanguageModelV3({ doStream: [streamOf(invalid), streamOf(VALID)] });
    const events = await collect(run(model));

    const repairing = events.find((event) => event.type === 'repairing');
    expect(repairing).toEqual({ type: 'repairing', issues: [expect.stringMatching(/^achados: /)] });
    const secondPartials = events.filter((event) => event.type === 'partial' && event.attempt === 2);
    expect(secondPartials.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      content: JSON.parse(VALID),
      repaired: true,
      usage: { inputTokens: 200, outputTokens: 80 },
    });

    const repairPrompt = model.doStreamCalls[1]?.prompt ?? [];
    expect(repairPrompt.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.stringify(repairPrompt[2]?.content)).toContain('mucosas normocoradas');
    expect(JSON.stringify(repairPrompt[3]?.content)).toContain('- achados: ');
  });

  it('repairs an answer that is not JSON at all', async () => {
    const model = new MockLanguageModelV3({
      doStream: [streamOf('{"queixaPrincipal": "Vômi'), streamOf(VALID)],
    });
    const events = await collect(run(model));
    expect(events.find((event) => event.type === 'repairing')).toMatchObject({
      issues: [expect.stringMatching(/^o texto não é um JSON válido/)],
    });
    expect(events.at(-1)).toMatchObject({ type: 'done', repaired: true });
  });

  it('fails with invalid_output when the repaired answer is still wrong', async () => {
    const model = new MockLanguageModelV3({
      doStream: [streamOf('{"achados":[]}'), streamOf('{"queixaPrincipal": 3, "achados": []}')],
    });
    const error = await failure(collect(run(model)));
    expect(error.kind).toBe('invalid_output');
    expect(error.issues).toEqual([expect.stringMatching(/^queixaPrincipal: /)]);
    expect(error.userMessage).toBe(
      'O documento gerado veio fora do formato esperado, mesmo após uma correção automática. Tente novamente.',
    );
    expect(model.doStreamCalls).toHaveLength(2);
  });

  it('retries a 429 and succeeds', async () => {
    let calls = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        calls += 1;
        if (calls === 1) throw apiError(429);
        return streamOf(VALID);
      },
    });
    const result = await generateDocumentContent({
      model,
      systemPrompt: 'x',
      schema,
      schemaName: 'anamnese',
      transcript: TRANSCRIPT,
      patient: PATIENT,
    });
    expect(result.content).toEqual(JSON.parse(VALID));
    expect(calls).toBe(2);
  });

  it('gives up after the bounded retries with a typed error', async () => {
    let calls = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        calls += 1;
        throw apiError(503);
      },
    });
    const error = await failure(collect(run(model, { policy: { maxRetries: 2 } })));
    expect(error.kind).toBe('unavailable');
    expect(error.retryable).toBe(true);
    expect(calls).toBe(3);
  });

  it('does not retry a refused request (bad key, unknown model)', async () => {
    let calls = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        calls += 1;
        throw apiError(401);
      },
    });
    const error = await failure(collect(run(model)));
    expect(error.kind).toBe('rejected');
    expect(error.retryable).toBe(false);
    expect(calls).toBe(1);
  });

  it('times out a stalled stream', async () => {
    const model = new MockLanguageModelV3({ doStream: streamOf(VALID, { chunkDelayMs: 400 }) });
    const error = await failure(collect(run(model, { policy: { idleTimeoutMs: 100 } })));
    expect(error.kind).toBe('timeout');
    expect(error.userMessage).toBe(
      'O serviço de geração de documentos demorou demais para responder. Tente novamente.',
    );
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const model = new MockLanguageModelV3({ doStream: streamOf(VALID, { chunkDelayMs: 100 }) });
    setTimeout(() => controller.abort(), 150);
    const error = await failure(collect(run(model, { signal: controller.signal })));
    expect(error.kind).toBe('aborted');
  });
});

describe('text model resolver', () => {
  it('says plainly that no local text model is installed', async () => {
    const error = await failure(resolveTextModel({ provider: 'local' }));
    expect(error.kind).toBe('local_model_missing');
    expect(error.userMessage).toContain('AI_TEXT_PROVIDER=openai-compatible');
  });

  it('builds the Anthropic and Google models from their installed packages', async () => {
    const claude = await resolveTextModel({ provider: 'anthropic', apiKey: 'k', model: 'claude-sonnet-4-5' });
    expect(claude.provider).toBe('anthropic.messages');
    const gemini = await resolveTextModel({ provider: 'google', apiKey: 'k', model: 'gemini-2.5-flash' });
    expect(gemini.modelId).toBe('gemini-2.5-flash');
    const resolver = createTextModelResolver({ provider: 'anthropic', apiKey: 'k' });
    expect((await failure(resolver.get())).kind).toBe('not_configured');
  });

  it('builds an OpenAI-compatible chat model from the base URL and model', async () => {
    const model = await resolveTextModel({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'qwen2.5-7b-instruct',
    });
    expect(model.provider).toBe('openai-compatible.chat');
    expect(model.modelId).toBe('qwen2.5-7b-instruct');
    const openai = await resolveTextModel({ provider: 'openai', apiKey: 'sk-x', model: 'gpt-4.1-mini' });
    expect(openai.modelId).toBe('gpt-4.1-mini');
  });

  it('reports a missing model as not configured', async () => {
    const error = await failure(resolveTextModel({ provider: 'openai-compatible', baseUrl: 'http://x/v1' }));
    expect(error.kind).toBe('not_configured');
  });
});
