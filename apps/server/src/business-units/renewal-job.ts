import { unitQuotaLimit, unitQuotaPeriod } from '@vetvoz/domain';
import { and, desc, eq, notExists, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { businessUnit, businessUnitPeriod, job, user } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { defineJob } from '../jobs/define-job.ts';
import type { Logger } from '../logging/logger.ts';
import { countsByAuthor } from './reports.ts';
import { countUnitUsed, unitPlanOf } from './unit-quota.ts';

/** A run months late records at most this many missed periods (older ones are not worth a loop). */
const MAX_CATCH_UP_PERIODS = 36;

interface RenewalContext {
  db: Db;
  events: EventBus;
  log: Logger;
}

/**
 * The monthly renewal of a unit's pool (decision 024). The pool itself needs no reset — it is derived from
 * the usage rows of the current period — so the job records each closed period's totals once (the unit's
 * usage page lists them) and queues itself for the next period end. Idempotent: a second or late run finds
 * the rows and queues nothing new; a run months late catches every missed period up.
 */
export const unitRenewalJob = defineJob({
  name: 'business-unit-renewal',
  version: 1,
  payload: z.object({ unitId: z.string().min(1) }),
  handler: async ({ unitId }, context: RenewalContext) => {
    await renewUnit(context, unitId, new Date());
  },
});

export async function renewUnit(context: RenewalContext, unitId: string, now: Date): Promise<number> {
  const { db } = context;
  const [unit] = await db.select().from(businessUnit).where(eq(businessUnit.id, unitId));
  if (!unit) return 0; // deleted with its owner's account: nothing left to renew
  const plan = await unitPlanOf(db, unit, now);
  const current = unitQuotaPeriod(plan.anchor, now);
  const [last] = await db
    .select({ end: businessUnitPeriod.periodEnd })
    .from(businessUnitPeriod)
    .where(eq(businessUnitPeriod.unitId, unitId))
    .orderBy(desc(businessUnitPeriod.periodStart))
    .limit(1);
  let cursor = last && last.end > plan.anchor ? last.end : plan.anchor;
  let recorded = 0;
  for (let step = 0; step < MAX_CATCH_UP_PERIODS && cursor < current.start; step += 1) {
    const period = unitQuotaPeriod(plan.anchor, cursor);
    if (period.end > current.start) break;
    const members = await countsByAuthor(db, unitId, period);
    const names = members.size
      ? await db
          .select({ id: user.id, name: user.name })
          .from(user)
          .where(
            sql`${user.id} in (${sql.join(
              [...members.keys()].map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
      : [];
    const inserted = await db
      .insert(businessUnitPeriod)
      .values({
        unitId,
        periodStart: period.start,
        periodEnd: period.end,
        total: await countUnitUsed(db, unitId, period),
        limit: unitQuotaLimit(plan.plan),
        members: names.map((person) => ({
          userId: person.id,
          name: person.name,
          consultations: members.get(person.id) ?? 0,
        })),
      })
      .onConflictDoNothing()
      .returning({ start: businessUnitPeriod.periodStart });
    recorded += inserted.length;
    cursor = period.end;
  }
  await queueRenewal(context, unitId, current.end);
  if (recorded > 0) context.log.info({ unitId, recorded }, 'business unit periods recorded');
  return recorded;
}

/**
 * Queues the unit's next renewal at `runAt` unless one is already queued, under a lock per unit so two
 * runs at once (a retry, two workers) leave exactly one behind. The job running now is not "queued".
 */
export async function queueRenewal(
  context: Pick<RenewalContext, 'db' | 'events'>,
  unitId: string,
  runAt: Date,
): Promise<void> {
  const payload = unitRenewalJob.parsePayload({ unitId });
  const queued = await context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-renewal:${unitId}`}))`);
    const [existing] = await tx
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.type, unitRenewalJob.name), eq(job.status, 'queued'), queuedFor(unitId)));
    if (existing) return false;
    await tx
      .insert(job)
      .values({ type: unitRenewalJob.name, version: unitRenewalJob.version, payload, runAt });
    return true;
  });
  if (queued) await context.events.publish('jobs', { type: unitRenewalJob.name });
}

/** The renewal jobs of one unit (the payload names it). */
function queuedFor(unitId: string | SQLWrapper) {
  return sql`${job.payload}->>'unitId' = ${unitId}`;
}

/**
 * At start: every unit without a queued renewal gets one for its current period end (a job lost, a database
 * restored from a backup, units created while the queueing failed). Idempotent: any process may run it.
 */
export async function ensureUnitRenewals(context: RenewalContext, now = new Date()): Promise<number> {
  const { db } = context;
  const orphans = await db
    .select()
    .from(businessUnit)
    .where(
      notExists(
        db
          .select({ id: job.id })
          .from(job)
          .where(
            and(eq(job.type, unitRenewalJob.name), eq(job.status, 'queued'), queuedFor(businessUnit.id)),
          ),
      ),
    );
  for (const unit of orphans) {
    const plan = await unitPlanOf(db, unit, now);
    await queueRenewal(context, unit.id, unitQuotaPeriod(plan.anchor, now).end);
  }
  return orphans.length;
}
