import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { job } from '../db/schema/index.ts';
import { createLogger } from '../logging/logger.ts';
import { createJobWorker, enqueueJob } from './queue.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const waitUntil = async (check: () => Promise<boolean> | boolean) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition never met');
};

describe('job queue', () => {
  it('runs each job exactly once when several workers share the queue', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const seen: number[] = [];
    const workers = [1, 2, 3].map(() =>
      createJobWorker({
        db,
        events,
        log: createLogger('silent'),
        pollMs: 50,
        handlers: {
          'test.count': async (payload) => {
            seen.push(Number(payload.n));
            await new Promise((resolve) => setTimeout(resolve, 2));
          },
        },
      }),
    );
    await Promise.all(workers.map((worker) => worker.start()));
    try {
      for (let n = 0; n < 30; n++) await enqueueJob({ db, events, type: 'test.count', payload: { n } });
      await waitUntil(() => seen.length >= 30);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
      const left = await db.select().from(job).where(sql`${job.type} = 'test.count'`);
      expect(left).toEqual([]);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });

  it('runs jobs in parallel: a long one does not hold up the next', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    let releaseLong: () => void = () => undefined;
    const longRunning = new Promise<void>((resolve) => {
      releaseLong = resolve;
    });
    const done: string[] = [];
    const worker = createJobWorker({
      db,
      events,
      log: createLogger('silent'),
      pollMs: 50,
      concurrency: 2,
      handlers: {
        'test.long': async () => {
          await longRunning;
          done.push('long');
        },
        'test.short': async () => {
          done.push('short');
        },
      },
    });
    await worker.start();
    try {
      await enqueueJob({ db, events, type: 'test.long', payload: {} });
      await enqueueJob({ db, events, type: 'test.short', payload: {} });
      await waitUntil(() => done.includes('short'));
      expect(done).toEqual(['short']);
      releaseLong();
      await waitUntil(() => done.includes('long'));
    } finally {
      releaseLong();
      await worker.stop();
    }
  });

  it('keeps a failed job for a later retry with its error', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const worker = createJobWorker({
      db,
      events,
      log: createLogger('silent'),
      pollMs: 50,
      handlers: {
        'test.fail': async () => {
          throw new Error('provedor fora do ar');
        },
      },
    });
    await worker.start();
    try {
      await enqueueJob({ db, events, type: 'test.fail', payload: {} });
      let row: typeof job.$inferSelect | undefined;
      await waitUntil(async () => {
        [row] = await db.select().from(job).where(sql`${job.type} = 'test.fail'`);
        return row?.attempts === 1 && row.status === 'queued';
      });
      expect(row?.lastError).toBe('provedor fora do ar');
      expect(row?.runAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await worker.stop();
    }
  });

  it('stores and logs a failed database write as its SQLSTATE and table, never the text it was writing', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const { log, text } = capturedLogger();
    const marker = 'MARCADOR-JOB-91c2 a tutora disse que o Thor vomitou';
    const worker = createJobWorker({
      db,
      events,
      log,
      pollMs: 50,
      handlers: {
        // A transcript write that Postgres refuses: the NUL makes the parameter invalid text.
        'test.db-fail': async () => {
          await db.execute(
            sql`update consultation set transcript = ${`${marker}\u0000`} where id = gen_random_uuid()`,
          );
        },
        // A write whose failing row Postgres quotes back in the error's detail.
        'test.db-row': async () => {
          await db.execute(sql`
            insert into consultation (owner_id, patient_name, species, transcript)
            values ('ninguem', 'Thor', null, ${marker})`);
        },
      },
    });
    await worker.start();
    try {
      await enqueueJob({ db, events, type: 'test.db-fail', payload: {} });
      await enqueueJob({ db, events, type: 'test.db-row', payload: {} });
      let rows: (typeof job.$inferSelect)[] = [];
      await waitUntil(async () => {
        rows = await db.select().from(job).where(sql`${job.type} like 'test.db-%'`);
        return rows.length === 2 && rows.every((row) => row.attempts === 1 && row.status === 'queued');
      });
      const byType = Object.fromEntries(rows.map((row) => [row.type, row.lastError]));
      expect(byType['test.db-fail']).toMatch(/22021/);
      expect(byType['test.db-row']).toMatch(/23502.*consultation/);
      expect(JSON.stringify(rows)).not.toContain('MARCADOR');
      const logged = text();
      expect(logged).toMatch(/job failed/);
      expect(logged).not.toContain('MARCADOR');
      expect(logged).not.toContain('Thor');
    } finally {
      await worker.stop();
    }
  });
});
