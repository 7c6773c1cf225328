import { DOCUMENT_TYPES, documentContentSchemas, documentModelJsonSchema } from '@vetvoz/domain';
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

/** AI_TEXT_PROVIDER=google against the fake server's Gemini API (e2e/fixtures/fake-gemini.ts). */

const server = fakeProviderServerForFile();

const gemini = () =>
  resolveTextModel({
    provider: 'google',
    baseUrl: server.fake.geminiBaseUrl,
    apiKey: 'chave-google',
    model: 'gemini-2.5-flash',
  });
const geminiRequests = () => server.fake.requests.filter((request) => request.path.startsWith('/v1beta/'));
type SentBody = {
  contents: { role: string }[];
  systemInstruction?: unknown;
  generationConfig: { responseMimeType?: string; responseSchema?: { type: string }; temperature?: number };
};
const sent = (index = 0) => geminiRequests()[index]?.raw as SentBody;

describe('Google text provider against the fake Gemini API', () => {
  it('streams a document with the schema as responseSchema, filled only with the transcript', async () => {
    const events = await collect(runDocument(await gemini()));

    expect(events.filter((event) => event.type === 'partial').length).toBeGreaterThan(3);
    const done = doneOf(events);
    expect(done.repaired).toBe(false);
    expect(done.content.queixaPrincipal).toBe(FIRST_SENTENCE);
    expect(TRANSCRIPT).toContain(done.content.sinaisVitais.temperatura);
    expect(done.usage.inputTokens).toBeGreaterThan(0);
    expect(done.usage.outputTokens).toBeGreaterThan(0);

    const [request] = geminiRequests();
    expect(request?.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent');
    expect(request?.authorization).toBe('chave-google');
    const body = sent();
    expect(body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseSchema: { type: 'object' },
      temperature: 0,
    });
    expect(body.contents.map((turn) => turn.role)).toEqual(['user']);
    expect(JSON.stringify(body.systemInstruction)).toContain('Formato da resposta');
  });

  it('sends every document type with a schema Gemini accepts, and drafts each', async () => {
    const model = await gemini();
    for (const type of DOCUMENT_TYPES) {
      const done = doneOf(
        await collect(
          runDocument(model, {
            schema: documentContentSchemas[type] as never,
            jsonSchema: documentModelJsonSchema(type),
            schemaName: type,
          }),
        ),
      );
      expect(documentContentSchemas[type].safeParse(done.content).success).toBe(true);
    }
    expect(geminiRequests().map((request) => request.status)).toEqual(DOCUMENT_TYPES.map(() => 200));
  });

  it('retries a 429 and a 503, then streams the document', async () => {
    server.fake.injectFaults({ status: 429, retryAfterMs: 5 }, { status: 503, retryAfterMs: 5 });
    const events = await collect(runDocument(await gemini()));
    expect(events.at(-1)).toMatchObject({ type: 'done', repaired: false });
    expect(geminiRequests().map((request) => request.status)).toEqual([429, 503, 200]);
  });

  it('gives up on a provider that keeps failing, as unavailable', async () => {
    server.fake.injectFaults(...Array.from({ length: 3 }, () => ({ status: 503, retryAfterMs: 1 })));
    const error = await failure(collect(runDocument(await gemini(), { policy: { maxRetries: 2 } })));
    expect(error.kind).toBe('unavailable');
    expect(geminiRequests()).toHaveLength(3);
  });

  it('reports a refused request as rejected, without retrying', async () => {
    server.fake.injectFaults({ status: 400 });
    const error = await failure(collect(runDocument(await gemini())));
    expect(error.kind).toBe('rejected');
    expect(geminiRequests()).toHaveLength(1);
  });

  it('repairs an answer that is not valid JSON, sending it back with the issue', async () => {
    server.fake.injectFaults({ content: '{"queixaPrincipal": "prurido", "sinaisVitais": {' });
    const events = await collect(runDocument(await gemini()));
    expect(events.some((event) => event.type === 'repairing')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'done', repaired: true });
    expect(sent(1).contents.map((turn) => turn.role)).toEqual(['user', 'model', 'user']);
  });

  it('times out a stalled stream', async () => {
    server.fake.injectFaults({ chunkDelayMs: 1000 });
    const error = await failure(collect(runDocument(await gemini(), { policy: { idleTimeoutMs: 200 } })));
    expect(error.kind).toBe('timeout');
  });
});
