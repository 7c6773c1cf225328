import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { finalizeConsultationJob } from '../consultations/finalize-consultation.ts';
import { job } from '../db/schema/index.ts';
import { generateDocumentJob } from '../documents/generate-job.ts';
import { createLogger } from '../logging/logger.ts';
import { defineJob, JobPayloadError } from './define-job.ts';
import { createJobWorker, enqueueJob } from './queue.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A job with no payload, running `run`. */
const plainJob = (name: string, run: () => Promise<void>) =>
  defineJob({ name, version: 1, payload: z.object({}), handler: run });

const waitUntil = async (check: () => Promise<boolean> | boolean) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition never met');
};

describe('job queue', () => {
  it('hands running jobs back when stopping with a grace period, and another worker finishes them', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const log = createLogger('silent');
    let firstStarted = false;
    let finishedBy: string | undefined;
    const slowJob = (who: string, holdMs: number) =>
      plainJob('test.handback', async () => {
        if (who === 'first') firstStarted = true;
        await new Promise((resolve) => setTimeout(resolve, holdMs));
        finishedBy ??= who;
      });
    const first = createJobWorker({
      db,
      events,
      log,
      pollMs: 50,
      jobs: [slowJob('first', 5000)],
      context: {},
    });
    await first.start();
    await enqueueJob({ db, events, job: slowJob('first', 0), payload: {} });
    await waitUntil(() => firstStarted);

    expect(await first.stop({ graceMs: 50 })).toBe(1);
    const [handedBack] = await db.select().from(job).where(sql`${job.type} = 'test.handback'`);
    // Queued again at once, and the interrupted attempt does not count against its retries.
    expect(handedBack).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null });

    const second = createJobWorker({
      db,
      events,
      log,
      pollMs: 50,
      jobs: [slowJob('second', 0)],
      context: {},
    });
    await second.start();
    try {
      await waitUntil(() => finishedBy === 'second');
      await waitUntil(
        async () => (await db.select().from(job).where(sql`${job.type} = 'test.handback'`)).length === 0,
      );
    } finally {
      await second.stop();
    }
  });

  it('runs each job exactly once when several workers share the queue', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const seen: number[] = [];
    const countJob = defineJob({
      name: 'test.count',
      version: 1,
      payload: z.object({ n: z.number().int() }),
      handler: async ({ n }) => {
        seen.push(n);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    const workers = [1, 2, 3].map(() =>
      createJobWorker({ db, events, log: createLogger('silent'), pollMs: 50, jobs: [countJob], context: {} }),
    );
    await Promise.all(workers.map((worker) => worker.start()));
    try {
      for (let n = 0; n < 30; n++) await enqueueJob({ db, events, job: countJob, payload: { n } });
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
    const longJob = plainJob('test.long', async () => {
      await longRunning;
      done.push('long');
    });
    const shortJob = plainJob('test.short', async () => {
      done.push('short');
    });
    const worker = createJobWorker({
      db,
      events,
      log: createLogger('silent'),
      pollMs: 50,
      concurrency: 2,
      jobs: [longJob, shortJob],
      context: {},
    });
    await worker.start();
    try {
      await enqueueJob({ db, events, job: longJob, payload: {} });
      await enqueueJob({ db, events, job: shortJob, payload: {} });
      await waitUntil(() => done.includes('short'));
      expect(done).toEqual(['short']);
      releaseLong();
      await waitUntil(() => done.includes('long'));
    } finally {
      releaseLong();
      await worker.stop();
    }
  });

  it('runs at most the limit of a type at once, and other types meanwhile', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runningSlow = 0;
    let peakSlow = 0;
    const done: string[] = [];
    const slowJob = plainJob('test.limited', async () => {
      runningSlow++;
      peakSlow = Math.max(peakSlow, runningSlow);
      await held;
      runningSlow--;
      done.push('slow');
    });
    const otherJob = plainJob('test.unlimited', async () => {
      done.push('other');
    });
    const worker = createJobWorker({
      db,
      events,
      log: createLogger('silent'),
      pollMs: 20,
      concurrency: 8,
      limits: { 'test.limited': 2 },
      jobs: [slowJob, otherJob],
      context: {},
    });
    await worker.start();
    try {
      for (let i = 0; i < 6; i++) await enqueueJob({ db, events, job: slowJob, payload: {} });
      for (let i = 0; i < 3; i++) await enqueueJob({ db, events, job: otherJob, payload: {} });
      await waitUntil(() => done.filter((d) => d === 'other').length === 3);
      // Six lanes were free, but only two took the limited type; the others ran the rest.
      expect(runningSlow).toBe(2);
      release();
      await waitUntil(() => done.filter((d) => d === 'slow').length === 6);
      expect(peakSlow).toBe(2);
    } finally {
      release();
      await worker.stop();
    }
  });

  it('keeps a failed job for a later retry with its error', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const failJob = plainJob('test.fail', async () => {
      throw new Error('provedor fora do ar');
    });
    const worker = createJobWorker({
      db,
      events,
      log: createLogger('silent'),
      pollMs: 50,
      jobs: [failJob],
      context: {},
    });
    await worker.start();
    try {
      await enqueueJob({ db, events, job: failJob, payload: {} });
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

  it('survives a database that is gone when a failed job is to be recorded: logged, retried after its lock', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    // The next statement after the job fails is refused, as by a database closing under a stopping node.
    let refuseNext = false;
    const closing = new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'execute') return value;
        return (...args: unknown[]) => {
          if (refuseNext) {
            refuseNext = false;
            return Promise.reject(new Error('write CONNECTION_ENDED 127.0.0.1:5432'));
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const failJob = plainJob('test.fail-closing', async () => {
      refuseNext = true;
      throw new Error('consulta interrompida');
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const { log, text } = capturedLogger();
    const worker = createJobWorker({ db: closing, events, log, pollMs: 50, jobs: [failJob], context: {} });
    await worker.start();
    try {
      await enqueueJob({ db, events, job: failJob, payload: {} });
      await waitUntil(() => text().includes('job failure not recorded'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      // Still running in the table: its lock runs out and a worker takes it again.
      const [row] = await db.select().from(job).where(sql`${job.type} = 'test.fail-closing'`);
      expect(row?.status).toBe('running');
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await worker.stop();
      await db.delete(job).where(sql`${job.type} = 'test.fail-closing'`);
    }
  });

  it('stores and logs a failed database write as its SQLSTATE and table, never the text it was writing', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const { log, text } = capturedLogger();
    const marker = 'MARCADOR-JOB-91c2 a tutora disse que o Thor vomitou';
    // A transcript write that Postgres refuses: the NUL makes the parameter invalid text.
    const dbFailJob = plainJob('test.db-fail', async () => {
      await db.execute(
        sql`update consultation set transcript = ${`${marker}\u0000`} where id = gen_random_uuid()`,
      );
    });
    // A write whose failing row Postgres quotes back in the error's detail.
    const dbRowJob = plainJob('test.db-row', async () => {
      await db.execute(sql`
        insert into consultation (owner_id, patient_name, species, transcript)
        values ('ninguem', 'Thor', null, ${marker})`);
    });
    const worker = createJobWorker({ db, events, log, pollMs: 50, jobs: [dbFailJob, dbRowJob], context: {} });
    await worker.start();
    try {
      await enqueueJob({ db, events, job: dbFailJob, payload: {} });
      await enqueueJob({ db, events, job: dbRowJob, payload: {} });
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

  it('refuses a bad payload at enqueue: the caller gets the error and nothing is queued', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const strictJob = defineJob({
      name: 'test.strict',
      version: 1,
      payload: z.object({ consultationId: z.uuid() }),
      handler: async () => undefined,
    });
    const enqueue = (payload: unknown) =>
      // A caller that escaped the types (a cast, a JSON value): the schema still stops it.
      enqueueJob({ db, events, job: strictJob, payload: payload as { consultationId: string } });
    await expect(enqueue({ consultationId: 'não é um id' })).rejects.toThrow(JobPayloadError);
    await expect(enqueue({})).rejects.toThrow(/test\.strict v1.*consultationId/);
    const stored = await db.select().from(job).where(sql`${job.type} = 'test.strict'`);
    expect(stored).toEqual([]);
  });

  it('stores the payload as its schema outputs it (defaults applied, unknown keys dropped)', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const runJob = defineJob({
      name: 'test.stored',
      version: 3,
      payload: z.object({ documentId: z.uuid(), run: z.number().int().default(1) }),
      handler: async () => undefined,
    });
    const documentId = crypto.randomUUID();
    await enqueueJob({
      db,
      events,
      job: runJob,
      payload: { documentId, transcript: 'não deveria ir para a fila' } as { documentId: string },
    });
    const [stored] = await db.select().from(job).where(sql`${job.type} = 'test.stored'`);
    expect(stored?.payload).toEqual({ documentId, run: 1 });
    expect(stored?.version).toBe(3);
    await db.delete(job).where(sql`${job.type} = 'test.stored'`);
  });

  it('fails a stored payload that no longer parses with a clear error, at once, and keeps working', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const { log, text } = capturedLogger();
    const handled: string[] = [];
    const finalizeJob = defineJob({
      name: 'test.finalize',
      version: 1,
      payload: z.object({ consultationId: z.uuid() }),
      handler: async ({ consultationId }, context: { seen: string[] }) => {
        context.seen.push(consultationId);
      },
    });
    const worker = createJobWorker({
      db,
      events,
      log,
      pollMs: 50,
      jobs: [finalizeJob],
      context: { seen: handled },
    });
    // Written by an older version of the server, or by hand: its shape is not this definition's.
    await db
      .insert(job)
      .values({ type: 'test.finalize', version: 1, payload: { consultation: 'MARCADOR-PAYLOAD-77' } });
    await worker.start();
    try {
      let broken: typeof job.$inferSelect | undefined;
      await waitUntil(async () => {
        [broken] = await db.select().from(job).where(sql`${job.type} = 'test.finalize'`);
        return broken?.status === 'failed';
      });
      // No retry of a payload that can never parse: failed on its first attempt.
      expect(broken?.attempts).toBe(1);
      expect(broken?.lastError).toMatch(/payload does not match test\.finalize v1/);
      expect(broken?.lastError).toMatch(/consultationId/);
      expect(broken?.lastError).not.toContain('MARCADOR');
      expect(text()).not.toContain('MARCADOR');
      // The worker is still alive and runs the next, valid job.
      const consultationId = crypto.randomUUID();
      await enqueueJob({ db, events, job: finalizeJob, payload: { consultationId } });
      await waitUntil(() => handled.includes(consultationId));
      await db.delete(job).where(sql`${job.type} = 'test.finalize'`);
    } finally {
      await worker.stop();
    }
  });

  it('takes only the job versions it defines, so processes of two versions can share the queue', async () => {
    const { db } = app.database;
    const { events } = app.parts;
    const ran: number[] = [];
    const v1 = defineJob({
      name: 'test.versioned',
      version: 1,
      payload: z.object({ n: z.number() }),
      handler: async ({ n }) => {
        ran.push(n);
      },
    });
    const v2 = defineJob({
      name: 'test.versioned',
      version: 2,
      payload: z.object({ n: z.number(), extra: z.string() }),
      handler: async () => undefined,
    });
    const worker = createJobWorker({
      db,
      events,
      log: createLogger('silent'),
      pollMs: 50,
      jobs: [v1],
      context: {},
    });
    await worker.start();
    try {
      await enqueueJob({ db, events, job: v2, payload: { n: 2, extra: 'nova' } });
      await enqueueJob({ db, events, job: v1, payload: { n: 1 } });
      await waitUntil(() => ran.includes(1));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(ran).toEqual([1]);
      const [waiting] = await db.select().from(job).where(sql`${job.type} = 'test.versioned'`);
      expect(waiting).toMatchObject({ version: 2, status: 'queued', attempts: 0 });
      await db.delete(job).where(sql`${job.type} = 'test.versioned'`);
    } finally {
      await worker.stop();
    }
  });

  it('refuses two definitions of the same job name and version in one worker', () => {
    const a = plainJob('test.twice', async () => undefined);
    const b = plainJob('test.twice', async () => undefined);
    const { db } = app.database;
    expect(() =>
      createJobWorker({
        db,
        events: app.parts.events,
        log: createLogger('silent'),
        jobs: [a, b],
        context: {},
      }),
    ).toThrow(/test\.twice v1/);
  });

  it("checks the app's own jobs: ids must be ids and a document run a positive integer", async () => {
    const { db } = app.database;
    const { events } = app.parts;
    await expect(
      enqueueJob({
        db,
        events,
        job: finalizeConsultationJob,
        payload: { consultationId: '1; drop table job' },
      }),
    ).rejects.toThrow(/consultation\.finalize v1 \(consultationId: /);
    await expect(
      enqueueJob({
        db,
        events,
        job: generateDocumentJob,
        payload: { documentId: crypto.randomUUID(), run: 0 },
      }),
    ).rejects.toThrow(/document\.generate v1 \(run: /);
    const stored = await db
      .select()
      .from(job)
      .where(sql`${job.type} in ('consultation.finalize', 'document.generate')`);
    expect(stored).toEqual([]);
  });
});
