import { decideQuota, type Plan, unitQuotaLimit, unitQuotaPeriod } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { type SubscriptionRow, termsOf } from '../billing/index.ts';
import type { Db } from '../db/database.ts';
import { subscription } from '../db/schema/index.ts';
import { selectRows } from '../db/sql-rows.ts';
import { personalPlaces, placesTaken, trialPlaces, unitPlaces } from '../usage/index.ts';

export interface UserQuota {
  plan: Plan;
  used: number;
  limit: number;
}

/**
 * Billing's quota answer (billing/subscriptions.ts `quotaFor`) for a page of users in two queries instead
 * of three per user: the deciding subscription of each (a paid one outranks the trial, then the newest),
 * its window by `decideQuota`, then the consultations used in each window by the one rule of
 * usage/places.ts, as `countConsultationsUsed` asks it. A test holds the two in step.
 */
export async function quotasOfUsers(db: Db, userIds: string[], now: Date): Promise<Map<string, UserQuota>> {
  const quotas = new Map<string, UserQuota>();
  if (userIds.length === 0) return quotas;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const deciding = await db
    .selectDistinctOn([subscription.userId])
    .from(subscription)
    .where(sql`${subscription.userId} in (${ids}) and ${subscription.unitId} is null`)
    .orderBy(
      subscription.userId,
      sql`(${subscription.plan} <> 'gratis') desc`,
      sql`${subscription.createdAt} desc`,
    );
  const byUser = new Map<string, SubscriptionRow>(deciding.map((row) => [row.userId as string, row]));
  const windows = userIds.map((id) => {
    const row = byUser.get(id);
    const { window } = decideQuota(row ? termsOf(row) : null, now, 0);
    return { id, row, start: window.start?.toISOString() ?? null, end: window.end?.toISOString() ?? null };
  });
  const values = sql.join(
    windows.map((w) => sql`(${w.id}, ${w.start}::timestamptz, ${w.end}::timestamptz)`),
    sql`, `,
  );
  // The one rule (usage/places.ts): the trial counts what the person's free trial admitted, a paid plan
  // its own consultations in the window.
  const used = await selectRows<{ id: string; used: number }>(
    db,
    sql`select w.id as "id",
        case when w.ws is null and w.we is null
          then (select count(*) from ${placesTaken(trialPlaces(sql`w.id`))} p)
          else (select count(*) from ${placesTaken(personalPlaces(sql`w.id`, sql`w.ws`, sql`w.we`))} p)
        end::int as "used"
      from (values ${values}) as w(id, ws, we)`,
  );
  const usedBy = new Map(used.map((row) => [row.id, row.used]));
  for (const { id, row } of windows) {
    const decision = decideQuota(row ? termsOf(row) : null, now, usedBy.get(id) ?? 0);
    quotas.set(id, { plan: row?.plan ?? 'gratis', used: decision.used, limit: decision.limit });
  }
  return quotas;
}

export interface UnitPoolQuota {
  plan: Plan;
  used: number;
  limit: number;
}

/**
 * The units feature's pool answer (business-units/unit-quota.ts `unitQuotaOf`) for a page of units in two
 * queries: each unit's plan by the same rule (its newest paid subscription while it lasts, else gratis),
 * the monthly period from that plan's anchor, then the pool used in each period by the one rule of
 * usage/places.ts. Read-only; a test holds the two in step (units.test.ts).
 */
export async function quotasOfUnits(
  db: Db,
  units: Array<{ id: string; createdAt: Date }>,
  now: Date,
): Promise<Map<string, UnitPoolQuota>> {
  const quotas = new Map<string, UnitPoolQuota>();
  if (units.length === 0) return quotas;
  const ids = sql.join(
    units.map((unit) => sql`${unit.id}`),
    sql`, `,
  );
  const rows = await db
    .select()
    .from(subscription)
    .where(sql`${subscription.unitId} in (${ids})`)
    .orderBy(sql`${subscription.createdAt} desc`);
  const periods = units.map((unit) => {
    const own = rows.filter((row) => row.unitId === unit.id).slice(0, 20);
    const paid = own.find((row) => row.plan !== 'gratis');
    const lasting = paid && decideQuota(termsOf(paid), now, 0).refusal !== 'subscription-ended' ? paid : null;
    const plan: Plan = lasting?.plan ?? 'gratis';
    const period = unitQuotaPeriod(lasting?.startedAt ?? unit.createdAt, now);
    return { id: unit.id, plan, start: period.start.toISOString(), end: period.end.toISOString() };
  });
  const values = sql.join(
    periods.map((p) => sql`(${p.id}, ${p.start}::timestamptz, ${p.end}::timestamptz)`),
    sql`, `,
  );
  const used = await selectRows<{ id: string; used: number }>(
    db,
    sql`select w.id as "id",
        (select count(*) from ${placesTaken(unitPlaces(sql`w.id`, sql`w.ps`, sql`w.pe`))} p)::int as "used"
      from (values ${values}) as w(id, ps, pe)`,
  );
  const usedBy = new Map(used.map((row) => [row.id, row.used]));
  for (const { id, plan } of periods)
    quotas.set(id, { plan, used: usedBy.get(id) ?? 0, limit: unitQuotaLimit(plan) });
  return quotas;
}
