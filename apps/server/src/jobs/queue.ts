import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { job } from '../db/schema/index.ts';
import { CHANNELS, type EventBus } from '../events/event-bus.ts';
import type { Logger } from '../logging/logger.ts';
import { safeErrorText } from '../logging/safe-error.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/**
 * A job whose lock is not renewed for this long is considered abandoned (its process died) and taken
 * again. A running job renews its lock every third of it, so long jobs (document generation) keep theirs.
 */
const LOCK_MS = 60_000;
/** Jobs a worker runs at once: document generations wait on the model, not on this process's CPU. */
const DEFAULT_CONCURRENCY = 4;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 60_000;

/** Queues a durable job and wakes the workers of every process. */
export async function enqueueJob({
  db,
  events,
  type,
  payload,
}: {
  db: Db;
  events: EventBus;
  type: string;
  payload: Record<string, unknown>;
}): Promise<void> {
  await db.insert(job).values({ type, payload });
  await events.publish(CHANNELS.jobs, { type });
}

export interface JobWorker {
  start(): Promise<void>;
  /** Wakes the worker now instead of at its next poll. */
  wake(): void;
  /** Stops taking jobs and waits for the one running. */
  stop(): Promise<void>;
}

interface TakenJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes jobs with FOR UPDATE SKIP LOCKED, up to `concurrency` at once, so any number of workers in any
 * number of processes share the queue. Woken by NOTIFY on enqueue; polls as a fallback and for delayed retries.
 */
export function createJobWorker({
  db,
  events,
  log,
  handlers,
  pollMs = 1000,
  concurrency = DEFAULT_CONCURRENCY,
}: {
  db: Db;
  events: EventBus;
  log: Logger;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  concurrency?: number;
}): JobWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;

  // A worker takes only the job types it can run (processes of different versions may share the queue).
  const types = sql.join(
    Object.keys(handlers).map((type) => sql`${type}`),
    sql`, `,
  );
  const take = async (): Promise<TakenJob | undefined> => {
    const rows = await db.execute(sql`
      update ${job} set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${LOCK_MS / 1000})
      where id = (
        select id from ${job}
        where type in (${types})
          and ((status = 'queued' and run_at <= now())
            or (status = 'running' and locked_until < now() and attempts < max_attempts))
        order by run_at
        for update skip locked
        limit 1
      )
      returning id, type, payload, attempts, max_attempts`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as TakenJob[];
    const taken = list[0];
    return taken ? { ...taken, id: Number(taken.id) } : undefined;
  };

  const runOne = async (taken: TakenJob) => {
    const handler = handlers[taken.type];
    const renewLock = setInterval(() => {
      db.execute(sql`
        update ${job} set locked_until = now() + make_interval(secs => ${LOCK_MS / 1000})
        where id = ${taken.id} and status = 'running'`).catch((error: unknown) =>
        log.warn({ jobId: taken.id, err: error }, 'job lock renewal failed'),
      );
    }, LOCK_MS / 3);
    try {
      if (!handler) throw new Error(`no handler for job type ${taken.type}`);
      await handler(taken.payload);
      await db.execute(sql`delete from ${job} where id = ${taken.id}`);
    } catch (error) {
      // A database error's message holds the values it was writing (a transcript): store its SQLSTATE only.
      // Control characters would make this very update fail.
      const message = safeErrorText(error).replace(/\p{Cc}/gu, ' ');
      const final = taken.attempts >= taken.max_attempts;
      const delayMs = Math.min(RETRY_BASE_MS * 2 ** (taken.attempts - 1), RETRY_MAX_MS);
      log.warn(
        { jobId: taken.id, type: taken.type, attempts: taken.attempts, final, err: error },
        'job failed',
      );
      await db.execute(sql`
        update ${job} set status = ${final ? 'failed' : 'queued'}, last_error = ${message.slice(0, 500)},
          locked_until = null, run_at = now() + make_interval(secs => ${delayMs / 1000})
        where id = ${taken.id}`);
    } finally {
      clearInterval(renewLock);
    }
  };

  /** A lane takes and runs jobs until none is due; up to `concurrency` lanes run at once. */
  const lane = async () => {
    for (let taken = await take(); taken && running; taken = await take()) await runOne(taken);
  };
  const lanes = new Set<Promise<void>>();

  const schedule = (delay: number) => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      tick();
    }, delay);
  };

  // Free lanes start at once: a long job (a document generation) never holds up the others.
  const tick = () => {
    if (!running) return;
    while (lanes.size < Math.max(1, concurrency)) {
      const lanePromise = lane()
        .catch((error: unknown) => {
          if (running) log.error({ err: error }, 'job worker lane failed');
        })
        .finally(() => {
          lanes.delete(lanePromise);
        });
      lanes.add(lanePromise);
    }
    schedule(pollMs);
  };

  return {
    async start() {
      if (running) return;
      running = true;
      unsubscribe = await events.subscribe(CHANNELS.jobs, () => tick());
      tick();
    },
    wake: tick,
    async stop() {
      running = false;
      clearTimeout(timer);
      await unsubscribe?.();
      await Promise.all(lanes);
    },
  };
}
