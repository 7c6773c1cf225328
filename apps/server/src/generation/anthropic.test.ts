import { describe, expect, it } from 'vitest';
import { resolveTextModel } from './provider.ts';
import {
  collect,
  doneOf,
  FIRST_SENTENCE,
  failure,
  runDocument,
  TRANSCRIPT,
} from './test-support/document-run.ts';
import { fakeProviderServerForFile } from './test-support/fake-provider-server.ts';

/** AI_TEXT_PROVIDER=anthropic against the fake server's Messages API (e2e/fixtures/fake-anthropic.ts). */

const server = fakeProviderServerForFile();

const claude = (model: string) =>
  resolveTextModel({ provider: 'anthropic', baseUrl: server.fake.baseUrl, apiKey: 'sk-ant-teste', model });
const messageRequests = () => server.fake.requests.filter((request) => request.path === '/v1/messages');
type SentBody = {
  model: string;
  stream: boolean;
  max_tokens: number;
  temperature?: number;
  system?: unknown;
  messages: { role: string }[];
  output_config?: { format: { type: string; schema: { type: string } } };
  tools?: { name: string }[];
  tool_choice?: { type: string; name?: string };
};
const sent = (index = 0) => messageRequests()[index]?.raw as SentBody;

describe('Anthropic text provider against the fake Messages API', () => {
  it('streams a document with the schema as output_config.format, filled only with the transcript', async () => {
    const events = await collect(runDocument(await claude('claude-sonnet-4-5')));

    expect(events.filter((event) => event.type === 'partial').length).toBeGreaterThan(3);
    const done = doneOf(events);
    expect(done.repaired).toBe(false);
    expect(done.content.queixaPrincipal).toBe(FIRST_SENTENCE);
    expect(TRANSCRIPT).toContain(done.content.itens[0]?.farmaco);
    expect(done.usage.inputTokens).toBeGreaterThan(0);
    expect(done.usage.outputTokens).toBeGreaterThan(0);

    const [request] = messageRequests();
    expect(request?.authorization).toBe('sk-ant-teste');
    expect(request?.headers?.['anthropic-version']).toBe('2023-06-01');
    const body = sent();
    expect(body).toMatchObject({ model: 'claude-sonnet-4-5', stream: true, max_tokens: 4096 });
    expect(body.output_config?.format).toMatchObject({ type: 'json_schema', schema: { type: 'object' } });
    expect(body.tools).toBeUndefined();
    expect(body.messages.map((message) => message.role)).toEqual(['user']);
    expect(JSON.stringify(body.system)).toContain('Formato da resposta');
  });

  it('gives older models the schema as a forced json tool and reads its streamed input', async () => {
    const done = doneOf(await collect(runDocument(await claude('claude-3-haiku-20240307'))));
    expect(done.content.queixaPrincipal).toBe(FIRST_SENTENCE);
    const body = sent();
    expect(body.output_config).toBeUndefined();
    expect(body.tools?.map((tool) => tool.name)).toEqual(['json']);
    expect(body.tool_choice).toMatchObject({ type: 'any' });
  });

  it('retries a 429 and an overloaded 529, then streams the document', async () => {
    server.fake.injectFaults({ status: 429, retryAfterMs: 5 }, { status: 529, retryAfterMs: 5 });
    const events = await collect(runDocument(await claude('claude-sonnet-4-5')));
    expect(events.at(-1)).toMatchObject({ type: 'done', repaired: false });
    expect(messageRequests().map((request) => request.status)).toEqual([429, 529, 200]);
  });

  it('gives up on a provider that keeps failing, as unavailable', async () => {
    server.fake.injectFaults(...Array.from({ length: 3 }, () => ({ status: 500, retryAfterMs: 1 })));
    const model = await claude('claude-sonnet-4-5');
    const error = await failure(collect(runDocument(model, { policy: { maxRetries: 2 } })));
    expect(error.kind).toBe('unavailable');
    expect(error.retryable).toBe(true);
    expect(messageRequests()).toHaveLength(3);
  });

  it('reports a refused key as rejected, without retrying', async () => {
    server.fake.injectFaults({ status: 401 });
    const error = await failure(collect(runDocument(await claude('claude-sonnet-4-5'))));
    expect(error.kind).toBe('rejected');
    expect(error.retryable).toBe(false);
    expect(messageRequests()).toHaveLength(1);
  });

  it('turns an overload announced mid-stream into a retryable failure', async () => {
    server.fake.injectFaults({ streamError: true });
    const error = await failure(collect(runDocument(await claude('claude-sonnet-4-5'))));
    expect(error.kind).toBe('unavailable');
    expect(error.retryable).toBe(true);
  });

  it('repairs an answer that is not valid JSON, sending it back with the issue', async () => {
    server.fake.injectFaults({ content: '{"queixaPrincipal": "prurido", "sinaisVitais": {' });
    const events = await collect(runDocument(await claude('claude-sonnet-4-5')));
    expect(events.some((event) => event.type === 'repairing')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'done', repaired: true });
    expect(sent(1).messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('times out a stalled stream', async () => {
    server.fake.injectFaults({ chunkDelayMs: 1000 });
    const model = await claude('claude-sonnet-4-5');
    const error = await failure(collect(runDocument(model, { policy: { idleTimeoutMs: 200 } })));
    expect(error.kind).toBe('timeout');
  });
});
