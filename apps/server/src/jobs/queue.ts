import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { job } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Logger } from '../logging/logger.ts';
import { safeErrorText } from '../logging/safe-error.ts';
import { type JobDefinition, JobPayloadError, type RunnableJob } from './define-job.ts';

/**
 * A job whose lock is not renewed for this long is considered abandoned (its process died) and taken
 * again. A running job renews its lock every third of it, so long jobs (document generation) keep theirs.
 */
const LOCK_MS = 60_000;
/** Jobs a worker runs at once unless told (the app passes JOB_CONCURRENCY). */
const DEFAULT_CONCURRENCY = 4;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 60_000;

/**
 * Queues a durable job and wakes the workers of every process. The payload is checked against the job's
 * schema here, so a wrong one throws (JobPayloadError) to the caller instead of failing later in a worker.
 */
export async function enqueueJob<Schema extends z.ZodType<Record<string, unknown>>>({
  db,
  events,
  job: definition,
  payload,
}: {
  db: Db;
  events: EventBus;
  job: JobDefinition<Schema, never>;
  payload: NoInfer<z.input<Schema>>;
}): Promise<void> {
  const stored = definition.parsePayload(payload);
  await db.insert(job).values({ type: definition.name, version: definition.version, payload: stored });
  await events.publish('jobs', { type: definition.name });
}

export interface JobWorker {
  start(): Promise<void>;
  /** Wakes the worker now instead of at its next poll. */
  wake(): void;
  /**
   * Stops taking jobs and waits for the running ones; with `graceMs`, waits that long at most and hands
   * the rest back to the queue (queued again, the attempt not counted) for another process to take.
   * Returns how many were handed back.
   */
  stop(options?: { graceMs?: number }): Promise<number>;
}

interface TakenJob {
  id: number;
  type: string;
  version: number;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes jobs with FOR UPDATE SKIP LOCKED, up to `concurrency` at once, so any number of workers in any
 * number of processes share the queue. Woken by NOTIFY on enqueue; polls as a fallback and for delayed retries.
 */
export function createJobWorker<Context>({
  db,
  events,
  log,
  jobs,
  context,
  pollMs = 1000,
  concurrency = DEFAULT_CONCURRENCY,
  limits = {},
}: {
  db: Db;
  events: EventBus;
  log: Logger;
  /** The job definitions this worker runs (see defineJob). */
  jobs: readonly RunnableJob<NoInfer<Context>>[];
  /** Handed to every handler: what the jobs need of the app (database, event bus, models…). */
  context: Context;
  pollMs?: number;
  concurrency?: number;
  /**
   * At most this many jobs of a type at once in this process (by job name), within `concurrency`: jobs
   * that wait on a rate-limited vendor (document generations) must not take every place from the others.
   */
  limits?: Readonly<Record<string, number>>;
}): JobWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;

  const keyOf = (name: string, version: number) => `${name} v${version}`;
  const definitions = new Map<string, RunnableJob<Context>>();
  for (const definition of jobs) {
    const key = keyOf(definition.name, definition.version);
    if (definitions.has(key)) throw new Error(`job ${key} is defined twice`);
    definitions.set(key, definition);
  }
  // A worker takes only the job types and versions it can run (processes of different versions may share
  // the queue), and a type with a limit only up to its free places here.
  const runningByName = new Map<string, number>();
  const roomOf = (name: string) =>
    (limits[name] ?? Number.POSITIVE_INFINITY) - (runningByName.get(name) ?? 0);
  const typesIn = (list: readonly RunnableJob<Context>[]) =>
    sql`(type, version) in (${sql.join(
      list.map((definition) => sql`(${definition.name}::text, ${definition.version}::integer)`),
      sql`, `,
    )})`;
  const limitedNames = [...new Set(jobs.map((d) => d.name).filter((name) => limits[name] !== undefined))];
  const unlimited = jobs.filter((definition) => limits[definition.name] === undefined);

  /** Up to `count` due jobs of the given types, in one statement. */
  const takeWhere = async (types: SQL, count: number): Promise<TakenJob[]> => {
    const rows = await db.execute(sql`
      update ${job} set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${LOCK_MS / 1000})
      where id in (
        select id from ${job}
        where ${types}
          and ((status = 'queued' and run_at <= now())
            or (status = 'running' and locked_until < now() and attempts < max_attempts))
        order by run_at
        for update skip locked
        limit ${count}
      )
      returning id, type, version, payload, attempts, max_attempts`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as TakenJob[];
    for (const taken of list) runningByName.set(taken.type, (runningByName.get(taken.type) ?? 0) + 1);
    return list.map((taken) => ({ ...taken, id: Number(taken.id) }));
  };

  /**
   * Up to `count` jobs in a few statements (a burst of 200 drafts starts at once, not one take after
   * another): each limited type up to its free places, then the others.
   */
  const take = async (count: number): Promise<TakenJob[]> => {
    const taken: TakenJob[] = [];
    for (const name of limitedNames) {
      const room = Math.min(roomOf(name), count - taken.length);
      if (room <= 0) continue;
      taken.push(...(await takeWhere(typesIn(jobs.filter((d) => d.name === name)), room)));
    }
    const rest = count - taken.length;
    if (rest > 0 && unlimited.length > 0) taken.push(...(await takeWhere(typesIn(unlimited), rest)));
    return taken;
  };

  /** Jobs running in this process, and those handed back while stopping (their outcome is no longer ours). */
  const runningIds = new Set<number>();
  const handedBack = new Set<number>();
  const handBack = async () => {
    const ids = [...runningIds];
    if (ids.length === 0) return 0;
    for (const jobId of ids) handedBack.add(jobId);
    await db.execute(sql`
      update ${job} set status = 'queued', locked_until = null, run_at = now(),
        attempts = greatest(attempts - 1, 0)
      where status = 'running' and id in (${sql.join(
        ids.map((jobId) => sql`${jobId}`),
        sql`, `,
      )})`);
    await events.publish('jobs', { type: 'handed-back' }).catch(() => undefined);
    log.info({ jobs: ids.length }, 'running jobs handed back to the queue');
    return ids.length;
  };

  const runOne = async (taken: TakenJob) => {
    runningIds.add(taken.id);
    const definition = definitions.get(keyOf(taken.type, taken.version));
    const renewLock = setInterval(() => {
      if (handedBack.has(taken.id)) return;
      db.execute(sql`
        update ${job} set locked_until = now() + make_interval(secs => ${LOCK_MS / 1000})
        where id = ${taken.id} and status = 'running'`).catch((error: unknown) =>
        log.warn({ jobId: taken.id, err: error }, 'job lock renewal failed'),
      );
    }, LOCK_MS / 3);
    try {
      if (!definition) throw new Error(`no definition for job ${keyOf(taken.type, taken.version)}`);
      await definition.run(taken.payload, context);
      if (!handedBack.has(taken.id)) await db.execute(sql`delete from ${job} where id = ${taken.id}`);
    } catch (error) {
      if (handedBack.has(taken.id)) return;
      // A database error's message holds the values it was writing (a transcript): store its SQLSTATE only.
      // Control characters would make this very update fail.
      const message = safeErrorText(error).replace(/\p{Cc}/gu, ' ');
      // A payload that does not parse will not parse on the next attempt either.
      const final = error instanceof JobPayloadError || taken.attempts >= taken.max_attempts;
      const delayMs = Math.min(RETRY_BASE_MS * 2 ** (taken.attempts - 1), RETRY_MAX_MS);
      log.warn(
        { jobId: taken.id, type: taken.type, attempts: taken.attempts, final, err: error },
        'job failed',
      );
      await db
        .execute(sql`
        update ${job} set status = ${final ? 'failed' : 'queued'}, last_error = ${message.slice(0, 500)},
          locked_until = null, run_at = now() + make_interval(secs => ${delayMs / 1000})
        where id = ${taken.id}`)
        // The database is gone (a node stopping) or failing: the row stays running, its lock runs out and
        // a worker takes it again; nothing to throw to, this run is over.
        .catch((recordError: unknown) =>
          log.warn({ jobId: taken.id, err: recordError }, 'job failure not recorded'),
        );
    } finally {
      clearInterval(renewLock);
      runningIds.delete(taken.id);
      runningByName.set(taken.type, (runningByName.get(taken.type) ?? 1) - 1);
    }
  };

  /**
   * Fills the free places: takes as many due jobs as there is room for and starts them; each that ends
   * fills again. One fill at a time per process; a wake during a fill makes it go round once more.
   */
  const active = new Set<Promise<void>>();
  let filling = false;
  let fillAgain = false;
  const fill = async () => {
    if (filling) {
      fillAgain = true;
      return;
    }
    filling = true;
    try {
      do {
        fillAgain = false;
        const free = Math.max(1, concurrency) - runningIds.size;
        if (!running || free <= 0) break;
        const batch = await take(free);
        for (const taken of batch) {
          const done: Promise<void> = runOne(taken).finally(() => {
            active.delete(done);
            void fill();
          });
          active.add(done);
        }
        // A full batch may have left more behind.
        if (batch.length === free) fillAgain = true;
      } while (fillAgain && running);
    } catch (error) {
      if (running) log.error({ err: error }, 'job worker could not take jobs');
    } finally {
      filling = false;
    }
  };

  const schedule = (delay: number) => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      tick();
    }, delay);
  };

  // Free places fill at once: a long job (a document generation) never holds up the others.
  const tick = () => {
    if (!running) return;
    void fill();
    schedule(pollMs);
  };

  return {
    async start() {
      if (running) return;
      running = true;
      unsubscribe = await events.subscribe('jobs', () => tick());
      tick();
    },
    wake: tick,
    async stop({ graceMs }: { graceMs?: number } = {}) {
      running = false;
      clearTimeout(timer);
      await unsubscribe?.();
      if (graceMs === undefined) {
        await Promise.all(active);
        return 0;
      }
      let graceTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all(active).then(() => true),
        new Promise<false>((resolve) => {
          graceTimer = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(graceTimer);
      return finished ? 0 : handBack();
    },
  };
}
