import type { z } from 'zod';
import type { Queryable } from '../db/queryable.ts';
import { job } from '../db/schema/index.ts';
import type { JobDefinition } from './define-job.ts';

/**
 * Queues jobs inside the caller's transaction (an outbox): they exist exactly when the change that asks
 * for them commits. The caller wakes the workers after the commit (`events.publish('jobs', …)`); otherwise
 * they find the rows at their next poll.
 */
export async function insertJobs<Schema extends z.ZodType<Record<string, unknown>>>(
  db: Queryable<'insert'>,
  definition: JobDefinition<Schema, never>,
  rows: readonly { payload: z.input<Schema>; runAt?: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(job).values(
    rows.map(({ payload, runAt }) => ({
      type: definition.name,
      version: definition.version,
      payload: definition.parsePayload(payload),
      ...(runAt ? { runAt } : {}),
    })),
  );
}
