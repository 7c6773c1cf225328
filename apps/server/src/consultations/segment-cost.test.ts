import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { readSse } from '../../test/support/sse-reader.ts';
import { countStatements } from '../../test/support/statement-counter.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { flushProviderCalls } from '../provider-calls/index.ts';

/**
 * What one recorded segment costs the database, from its upload to its text shown on the consultation's
 * live stream: the figure behind a node's capacity (docs/decisions/052-cheaper-segments.md). A change
 * that adds a round trip to the hot path fails here before it shows in the load bench.
 */
// Was 20 statements and 15 transactions (with one open stream) before decision 052, 14 and 10 before
// decision 057, 11 before the session was read with its user in one statement (db/schema/auth.ts). Not
// in the count: the upload limit's share (one upsert per up to 30 uploads, taken here by the first
// segment) and the provider calls' insert (one per 500 ms tick and node, whatever the number of segments
// in it).
const MAX_STATEMENTS_PER_SEGMENT = 10;
const MAX_TRANSACTIONS_PER_SEGMENT = 6;

let fake: FakeOpenAi;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl, AI_STT_API_KEY: 'sk-teste' },
    // The job worker's polling is not the segment's cost: it does not poll inside the measured window.
    { jobPollMs: 600_000 },
  );
});
afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
  await fake?.close();
});

describe('the database cost of one segment', () => {
  it('stays under its ceiling from upload to the live stream', async () => {
    const { cookie } = await signUp(app);
    const created = await app.request('/api/consultations', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
    });
    const id = (await body(created)).id as string;
    const stream = readSse(await app.request(`/api/consultations/${id}/events`, { cookie }));
    await stream.next('snapshot');
    const upload = (index: number, text: string) =>
      app.request(`/api/consultations/${id}/segments/${index}`, {
        method: 'POST',
        cookie,
        body: fakeAudio(text),
        headers: { 'content-type': 'audio/webm;codecs=opus', prefer: 'respond-async' },
      });
    const shown = async (index: number) => {
      await stream.next('segment', (data) => data.segment?.index === index && data.segment.status === 'done');
      // Whatever the background still does after its NOTIFY lands inside the count too.
      await new Promise((r) => setTimeout(r, 100));
    };

    // The first segment does once-per-consultation work (the usage row, the trial notice): not measured.
    expect((await upload(0, 'Cão com otite há três dias.')).status).toBe(202);
    await shown(0);

    // The rate limit's occasional purge is not the steady cost.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await flushProviderCalls(app.database.db);
    const counter = countStatements(app.database);
    counter.start();
    expect((await upload(1, 'Prescrevo limpeza auricular duas vezes ao dia.')).status).toBe(202);
    await shown(1);
    const counted = counter.stop();
    await stream.close();
    // The tick's shared insert lands inside the window or after it, depending on the machine's speed.
    const tickInserts = counted.statements.filter((s) => s.startsWith('insert into "provider_call"'));
    expect(tickInserts.length).toBeLessThanOrEqual(1);
    const cost = {
      statements: counted.statements.filter((s) => !tickInserts.includes(s)),
      transactions: counted.transactions - tickInserts.length,
    };

    const listing = cost.statements.map((s) => s.slice(0, 120)).join('\n');
    expect(cost.statements.length, listing).toBeLessThanOrEqual(MAX_STATEMENTS_PER_SEGMENT);
    expect(cost.transactions, listing).toBeLessThanOrEqual(MAX_TRANSACTIONS_PER_SEGMENT);

    // The read the browser waits on before it drops its copy: the segments and the transcript come from
    // one statement (one snapshot), so it never shows a segment done before its text is in the transcript.
    counter.start();
    const read = await body(await app.request(`/api/consultations/${id}`, { cookie }));
    const reads = counter.stop().statements.filter((s) => /transcript_segment/.test(s));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/"consultation"\."transcript"/);
    expect(read.segments.map((segment: { status: string }) => segment.status)).toEqual(['done', 'done']);
    expect(read.transcript).toContain('limpeza auricular');
  });
});
