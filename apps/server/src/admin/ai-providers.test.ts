import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { job, providerCall } from '../db/schema/index.ts';
import { deleteOldProviderCalls, writeProviderCall } from '../provider-calls/record-provider-call.ts';
import { TranscriptionError } from '../transcription/errors.ts';
import { DEFAULT_RETRY_POLICY, transcribeWithRetries } from '../transcription/transcribe.ts';

let app: TestApp;
let adminCookie: string;
const HOUR = 3600_000;

beforeAll(async () => {
  const adminEmail = uniqueEmail('admin');
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
});
afterAll(() => app.close());

const ago = (ms: number) => new Date(Date.now() - ms);

async function calls(rows: Array<Partial<typeof providerCall.$inferInsert> & { durationMs: number }>) {
  await app.database.db.insert(providerCall).values(
    rows.map((row) => ({
      kind: 'stt' as const,
      provider: 'openai-compatible',
      model: 'whisper-1',
      startedAt: ago(HOUR),
      ok: true,
      ...row,
    })),
  );
}

async function figures() {
  const response = await app.request('/api/admin/ai-providers', { cookie: adminCookie });
  expect(response.status).toBe(200);
  return body(response);
}

describe('AI provider figures', () => {
  it('computes error rate and latency p50/p95 per provider from the calls of the last 24 h', async () => {
    // 20 speech calls of 100…2000 ms; 5 failed (3 timeouts, 2 rate limits). One older than 24 h is left out.
    await calls(
      Array.from({ length: 20 }, (_, index) => ({
        durationMs: (index + 1) * 100,
        ...(index < 3 ? { ok: false, errorCode: 'timeout' } : {}),
        ...(index === 3 || index === 4 ? { ok: false, errorCode: 'rate_limited' } : {}),
      })),
    );
    await calls([{ durationMs: 99_999, ok: false, errorCode: 'timeout', startedAt: ago(25 * HOUR) }]);
    // Text: two models of one provider.
    await calls([
      { kind: 'text', provider: 'openai', model: 'gpt-4o-mini', durationMs: 3000 },
      {
        kind: 'text',
        provider: 'openai',
        model: 'gpt-4o-mini',
        durationMs: 5000,
        ok: false,
        errorCode: 'invalid_output',
      },
      { kind: 'text', provider: 'openai', model: 'gpt-4o', durationMs: 8000 },
    ]);

    const result = await figures();
    expect(result.windowHours).toBe(24);
    const stt = result.providers.find((row: { model: string }) => row.model === 'whisper-1');
    expect(stt).toEqual({
      kind: 'stt',
      provider: 'openai-compatible',
      model: 'whisper-1',
      calls: 20,
      failures: 5,
      errorRate: 0.25,
      // Nearest rank: the 10th and the 19th of 20 sorted durations.
      p50Ms: 1000,
      p95Ms: 1900,
      errors: [
        { code: 'timeout', count: 3 },
        { code: 'rate_limited', count: 2 },
      ],
    });
    const mini = result.providers.find((row: { model: string }) => row.model === 'gpt-4o-mini');
    expect(mini).toMatchObject({
      kind: 'text',
      calls: 2,
      failures: 1,
      errorRate: 0.5,
      p50Ms: 3000,
      p95Ms: 5000,
    });
    const big = result.providers.find((row: { model: string }) => row.model === 'gpt-4o');
    expect(big).toMatchObject({ calls: 1, failures: 0, errorRate: 0, p50Ms: 8000, p95Ms: 8000, errors: [] });
  });

  it('names the configured providers, listed with no calls when idle', async () => {
    const result = await figures();
    const { transcriber, textModel } = app.parts;
    expect(result.configured.stt.provider).toBe(transcriber.provider);
    expect(result.configured.text.provider).toBe(textModel.provider);
    const configuredStt = result.providers.find(
      (row: { kind: string; provider: string; model: string }) =>
        row.kind === 'stt' &&
        row.provider === result.configured.stt.provider &&
        row.model === result.configured.stt.model,
    );
    expect(configuredStt).toMatchObject({ calls: 0, errorRate: 0, p50Ms: null, p95Ms: null });
  });

  it('lists every text provider the server can switch to, with its installed package version', async () => {
    const { textProviders } = await figures();
    expect(textProviders.map((row: { provider: string }) => row.provider)).toEqual([
      'local',
      'openai-compatible',
      'openai',
      'anthropic',
      'google',
    ]);
    const anthropic = textProviders.find((row: { provider: string }) => row.provider === 'anthropic');
    expect(anthropic).toMatchObject({ package: '@ai-sdk/anthropic', version: expect.stringMatching(/^3\./) });
    const google = textProviders.find((row: { provider: string }) => row.provider === 'google');
    expect(google).toMatchObject({ package: '@ai-sdk/google', version: expect.stringMatching(/^3\./) });
    for (const row of textProviders) expect(row.version).not.toBeNull();
  });

  it('reads the queue depth and the oldest waiting job from the job table', async () => {
    const { db } = app.database;
    // The in-process worker takes only due jobs of types it knows: these wait in the future or are unknown.
    await db.insert(job).values([
      { type: 'admin.test', status: 'queued', createdAt: ago(10 * 60_000), runAt: ago(10 * 60_000) },
      {
        type: 'admin.test',
        status: 'queued',
        createdAt: ago(2 * 60_000),
        runAt: new Date(Date.now() + HOUR),
      },
      { type: 'other.test', status: 'queued', createdAt: ago(60_000) },
      { type: 'admin.test', status: 'running', lockedUntil: new Date(Date.now() + HOUR) },
      { type: 'admin.test', status: 'failed', lastError: 'x' },
    ]);
    const { queue } = await figures();
    // The app queues jobs of its own (the daily price notices): the figures here are the seeded types'.
    const seeded = queue.byType.filter((row: { type: string }) => row.type.endsWith('.test'));
    expect(seeded).toEqual([
      { type: 'admin.test', waiting: 2, running: 1 },
      { type: 'other.test', waiting: 1, running: 0 },
    ]);
    const sum = (key: 'waiting' | 'running') =>
      queue.byType.reduce((total: number, row: Record<string, number>) => total + (row[key] ?? 0), 0);
    expect(queue.waiting).toBe(sum('waiting'));
    expect(queue.running).toBe(sum('running'));
    expect(queue.failed).toBeGreaterThanOrEqual(1);
    expect(queue.oldestWaitingType).toBe('admin.test');
    expect(Math.abs(Date.parse(queue.oldestWaitingAt) - ago(10 * 60_000).getTime())).toBeLessThan(5000);
  });

  it('is for site admins only', async () => {
    expect((await app.request('/api/admin/ai-providers')).status).toBe(401);
    const vet = await signUp(app);
    expect((await app.request('/api/admin/ai-providers', { cookie: vet.cookie })).status).toBe(403);
  });
});

describe('recording provider calls', () => {
  it('times every transcription attempt, failures with their kind', async () => {
    let attempt = 0;
    const seen: Array<{ errorCode?: string; durationMs: number }> = [];
    const text = await transcribeWithRetries({
      transcriber: {
        provider: 'fake',
        model: 'fake-1',
        promptLimit: 0,
        transcribe: async () => {
          attempt += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (attempt === 1) throw new TranscriptionError('unavailable', 'HTTP 503');
          return 'olá';
        },
      },
      audio: { bytes: new Uint8Array(1), contentType: 'audio/webm', fileName: 'segment-0.webm' },
      policy: { ...DEFAULT_RETRY_POLICY, backoffBaseMs: 1, backoffMaxMs: 1 },
      onCall: (call) => seen.push(call),
    });
    expect(text).toBe('olá');
    expect(seen.map((call) => call.errorCode)).toEqual(['unavailable', undefined]);
    for (const call of seen) expect(call.durationMs).toBeGreaterThanOrEqual(15);
  });

  it('keeps 30 days of rows: older ones are swept by a range delete', async () => {
    const { db } = app.database;
    const base = { kind: 'text' as const, provider: 'sweep', model: 'm', durationMs: 1 };
    await db.insert(providerCall).values([
      { ...base, startedAt: ago(31 * 24 * HOUR), ok: true },
      { ...base, startedAt: ago(29 * 24 * HOUR), ok: true },
    ]);
    await writeProviderCall(db, { ...base, startedAt: new Date(), errorCode: 'timeout' }, 0);
    await deleteOldProviderCalls(db);
    const left = await db.execute(
      sql`select ok, error_code from provider_call where provider = 'sweep' order by started_at`,
    );
    const rows = Array.isArray(left) ? left : (left as { rows: unknown[] }).rows;
    expect(rows).toEqual([
      { ok: true, error_code: null },
      { ok: false, error_code: 'timeout' },
    ]);
  });
});
