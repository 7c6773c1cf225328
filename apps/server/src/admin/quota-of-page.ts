import { decideQuota, type Plan } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { type SubscriptionRow, termsOf } from '../billing/subscriptions.ts';
import type { Db } from '../db/database.ts';
import { consultation, subscription, usage } from '../db/schema/index.ts';
import { selectRows } from './sql-rows.ts';

export interface UserQuota {
  plan: Plan;
  used: number;
  limit: number;
}

/**
 * Billing's quota answer (billing/subscriptions.ts `quotaFor`) for a page of users in two queries instead
 * of three per user: the deciding subscription of each (a paid one outranks the trial, then the newest),
 * its window by `decideQuota`, then the consultations used in each window as `countConsultationsUsed`
 * counts them (own usage outside units, plus own open consultations not counted yet). A test holds the
 * two in step (quota-of-page.test.ts).
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
  const used = await selectRows<{ id: string; used: number }>(
    db,
    sql`select w.id as "id",
        (select count(*) from ${usage} u where u.user_id = w.id and u.unit_id is null
          and (w.ws is null or u.counted_at >= w.ws) and (w.we is null or u.counted_at < w.we))::int
        + (select count(*) from ${consultation} c where c.owner_id = w.id and c.unit_id is null
          and not exists (select 1 from ${usage} u where u.consultation_id = c.id)
          and (w.ws is null or c.created_at >= w.ws) and (w.we is null or c.created_at < w.we))::int as "used"
      from (values ${values}) as w(id, ws, we)`,
  );
  const usedBy = new Map(used.map((row) => [row.id, row.used]));
  for (const { id, row } of windows) {
    const decision = decideQuota(row ? termsOf(row) : null, now, usedBy.get(id) ?? 0);
    quotas.set(id, { plan: row?.plan ?? 'gratis', used: decision.used, limit: decision.limit });
  }
  return quotas;
}
