import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../test/support/statement-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { selectRows } from '../db/sql-rows.ts';
import { createLogger } from '../logging/logger.ts';
import { flushProviderCalls, PROVIDER_CALL_FLUSH_MS, recordProviderCall } from './record-provider-call.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const log = createLogger('silent');
const callsOf = async (provider: string) =>
  (
    await selectRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from provider_call where provider = ${provider}`,
    )
  )[0]?.n;

describe('provider calls recorded in batches', () => {
  it('writes a tick’s calls in one insert, at once when a reader flushes', async () => {
    const { db } = app.database;
    const counter = countStatements(app.database);
    counter.start();
    for (let i = 0; i < 5; i += 1)
      recordProviderCall(db, log, {
        kind: 'stt',
        provider: 'lote',
        model: 'm',
        startedAt: new Date(),
        durationMs: 10 + i,
        ...(i === 0 ? { errorCode: 'timeout' } : {}),
      });
    expect(counter.stop().statements).toEqual([]);
    counter.start();
    await flushProviderCalls(db);
    const inserts = counter.stop().statements.filter((s) => s.startsWith('insert into "provider_call"'));
    expect(inserts).toHaveLength(1);
    expect(await callsOf('lote')).toBe(5);
    await flushProviderCalls(db);
    expect(await callsOf('lote')).toBe(5);
  });

  it('writes on its own within a tick when nobody flushes', async () => {
    const { db } = app.database;
    recordProviderCall(db, log, {
      kind: 'text',
      provider: 'tique',
      model: 'm',
      startedAt: new Date(),
      durationMs: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, PROVIDER_CALL_FLUSH_MS + 200));
    expect(await callsOf('tique')).toBe(1);
  });
});
