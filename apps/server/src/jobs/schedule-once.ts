import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { job } from '../db/schema/index.ts';
import type { JobDefinition } from './define-job.ts';

/**
 * Queues a recurring job's next run at `runAt` unless one is already waiting. Every process calls it at
 * start and each run at its end; an advisory lock makes concurrent callers queue one row between them.
 */
export async function scheduleOnce<Schema extends z.ZodType<Record<string, unknown>>>(
  db: Db,
  definition: JobDefinition<Schema, never>,
  payload: z.input<Schema>,
  runAt: Date,
): Promise<void> {
  const { name, version } = definition;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`schedule:${name}`}))`);
    const [waiting] = await tx
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.type, name), eq(job.version, version), eq(job.status, 'queued')))
      .limit(1);
    if (waiting) return;
    await tx.insert(job).values({ type: name, version, payload: definition.parsePayload(payload), runAt });
  });
}
