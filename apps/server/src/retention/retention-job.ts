import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { defineJob } from '../jobs/define-job.ts';
import { scheduleOnce } from '../jobs/schedule-once.ts';
import type { Logger } from '../logging/logger.ts';
import { applyRetention } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 06:00 UTC is 03:00 in Brasília: the quietest hour for clinics, away from the 09:00 notices. */
const DAILY_RUN_UTC_HOUR = 6;

export interface RetentionDeps {
  db: Db;
  log: Logger;
}

/** The next daily run after `now`. */
export function nextRetentionRun(now: Date): Date {
  const run = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_RUN_UTC_HOUR),
  );
  return run > now ? run : new Date(run.getTime() + DAY_MS);
}

/**
 * The daily retention pass (decision 030): a row in the durable queue like the price notices (decision
 * 026), so it runs once a day across every instance and survives restarts. Each run purges, then queues the
 * next; a failed run is retried by the queue, and every step is idempotent.
 */
export const retentionJob = defineJob({
  name: 'retention.daily',
  version: 1,
  payload: z.object({}),
  handler: async (_payload, deps: RetentionDeps) => {
    const result = await applyRetention(deps);
    deps.log.info(result, 'retention pass done');
    await scheduleDailyRetention(deps.db);
  },
});

/** Queues the next daily run unless one is already waiting (each process at start, each run at its end). */
export function scheduleDailyRetention(db: Db, now = new Date()): Promise<void> {
  return scheduleOnce(db, retentionJob, {}, nextRetentionRun(now));
}
