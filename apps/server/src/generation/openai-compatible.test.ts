import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { resolveTextModel } from './provider.ts';
import { collect, FIRST_SENTENCE, failure, runDocument, TRANSCRIPT } from './test-support/document-run.ts';
import type { TextModel } from './text-model.ts';

let fake: FakeOpenAi;
let model: TextModel;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  model = await resolveTextModel({
    provider: 'openai-compatible',
    baseUrl: fake.baseUrl,
    apiKey: 'sk-teste',
    model: 'modelo-de-teste',
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const run = (extra?: Parameters<typeof runDocument>[1]) => runDocument(model, extra);

const chatRequests = () => fake.requests.filter((request) => request.path === '/v1/chat/completions');

describe('OpenAI-compatible text provider against the fake server', () => {
  it('streams a structured document over SSE, filled only with the transcript', async () => {
    const events = await collect(run());

    expect(events.filter((event) => event.type === 'partial').length).toBeGreaterThan(3);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no result');
    expect(done.repaired).toBe(false);
    expect(done.content.queixaPrincipal).toBe(FIRST_SENTENCE);
    expect(done.content.itens).toHaveLength(1);
    expect(done.content.retorno).toBeNull();
    for (const text of [done.content.sinaisVitais.temperatura, done.content.itens[0]?.farmaco])
      expect(TRANSCRIPT).toContain(text);
    expect(done.usage.inputTokens).toBeGreaterThan(0);
    expect(done.usage.outputTokens).toBeGreaterThan(0);

    const [request] = chatRequests();
    expect(request).toMatchObject({
      authorization: 'Bearer sk-teste',
      fields: { model: 'modelo-de-teste', stream: 'true', schema: 'anamnese' },
      status: 200,
    });
    expect(request?.body?.response_format?.type).toBe('json_schema');
    expect(request?.body?.messages?.[0]?.role).toBe('system');
  });

  it('retries a 429 and then streams the document', async () => {
    fake.injectFaults({ status: 429, retryAfterMs: 5 });
    const events = await collect(run());
    expect(events.at(-1)).toMatchObject({ type: 'done', repaired: false });
    expect(chatRequests().map((request) => request.status)).toEqual([429, 200]);
  });

  it('gives up on a provider that keeps failing, with a typed error', async () => {
    fake.injectFaults(
      { status: 503, retryAfterMs: 1 },
      { status: 503, retryAfterMs: 1 },
      { status: 503, retryAfterMs: 1 },
    );
    const error = await failure(collect(run({ policy: { maxRetries: 2 } })));
    expect(error.kind).toBe('unavailable');
    expect(chatRequests()).toHaveLength(3);
  });

  it('repairs an answer that is not valid JSON, sending it back with the issue', async () => {
    fake.injectFaults({ content: '{"queixaPrincipal": "prurido", "sinaisVitais": {' });
    const events = await collect(run());
    expect(events.some((event) => event.type === 'repairing')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'done', repaired: true });

    const [, repair] = chatRequests();
    const roles = repair?.body?.messages?.map((message) => message.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.stringify(repair?.body?.messages?.[3])).toContain('não é um JSON válido');
  });

  it('follows the markers a transcript can carry (for runs without injectFaults)', async () => {
    const repaired = await collect(run({ transcript: `${TRANSCRIPT} #chat:invalido` }));
    expect(repaired.at(-1)).toMatchObject({ type: 'done', repaired: true });

    fake.reset();
    const error = await failure(collect(run({ transcript: `${TRANSCRIPT} #chat:sempre-invalido` })));
    expect(error.kind).toBe('invalid_output');
    expect(chatRequests()).toHaveLength(2);
  });

  it('times out a stalled stream', async () => {
    fake.injectFaults({ chunkDelayMs: 1000 });
    const error = await failure(collect(run({ policy: { idleTimeoutMs: 200 } })));
    expect(error.kind).toBe('timeout');
  });

  it('reports an unreachable server as a network error', async () => {
    const unreachable = await resolveTextModel({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'modelo-de-teste',
    });
    const error = await failure(collect(run({ model: unreachable, policy: { maxRetries: 0 } })));
    expect(error.kind).toBe('network');
  });

  it('answers a plain (non-streamed) chat completion too', async () => {
    const response = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'modelo-de-teste',
        messages: [{ role: 'user', content: `<transcricao>${TRANSCRIPT}</transcricao>` }],
        response_format: { type: 'json_object' },
      }),
    });
    const answer = (await response.json()) as { object: string; choices: { message: { content: string } }[] };
    expect(answer.object).toBe('chat.completion');
    expect(JSON.parse(answer.choices[0]?.message.content ?? '')).toEqual({ texto: FIRST_SENTENCE });
  });
});
