import {
  ADMIN_CHART_DAYS,
  ADMIN_TIME_ZONE,
  type AdminOverview,
  DOCUMENT_TYPES,
  PLAN_OFFERS,
  PLANS,
  type Plan,
} from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { subscription, user } from '../db/schema/index.ts';
import { lastDays, selectRows } from '../db/sql-rows.ts';
import { dailyRows } from './daily-rollup.ts';

const TZ = ADMIN_TIME_ZONE;
/** Subscription states that still give access (past due: the grace days). */
const LIVE_STATUSES = sql`('trialing', 'active', 'past_due')`;

/**
 * The overview section in one call. Per-day figures are São Paulo calendar days, closed days read from
 * the daily rollup (daily-rollup.ts) and today counted live; documents by type cover the same 30 days.
 */
export async function getAdminOverview({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<AdminOverview> {
  const days = lastDays(TZ, ADMIN_CHART_DAYS, now);

  // Independent reads: on PostgreSQL they run on separate pool connections at once (PGlite queues them).
  const daily = await dailyRows({ db, family: 'activity', days, now });
  const [[users], rows, subscriptions] = await Promise.all([
    selectRows<{ total: number; newThisWeek: number }>(
      db,
      sql`select count(*)::int as "total",
        (count(*) filter (where ${user.createdAt} >= ${now.toISOString()}::timestamptz - interval '7 days'))::int
          as "newThisWeek"
        from ${user}`,
    ),
    selectRows<{ day: string; metric: string; key: string; n: number }>(
      db,
      sql`select "day", "metric", "key", sum("count")::int as "n" from (${daily}) as daily group by 1, 2, 3`,
    ),
    currentSubscriptions(db),
  ]);

  const consultationsByDay = new Map<string, number>();
  const documentsByDay = new Map<string, number>();
  const documentsByType = new Map<string, number>();
  for (const row of rows) {
    if (row.metric === 'consultations') consultationsByDay.set(row.day, row.n);
    if (row.metric !== 'documents') continue;
    documentsByDay.set(row.day, (documentsByDay.get(row.day) ?? 0) + row.n);
    documentsByType.set(row.key, (documentsByType.get(row.key) ?? 0) + row.n);
  }
  const active = new Map<Plan, number>();
  for (const row of subscriptions.live) active.set(row.plan, (active.get(row.plan) ?? 0) + row.n);

  return {
    users: { total: users?.total ?? 0, newThisWeek: users?.newThisWeek ?? 0 },
    daily: days.map((day) => ({
      day,
      consultations: consultationsByDay.get(day) ?? 0,
      documents: documentsByDay.get(day) ?? 0,
    })),
    documentsByType: DOCUMENT_TYPES.map((type) => ({ type, count: documentsByType.get(type) ?? 0 })),
    activeSubscriptions: PLANS.map((plan) => ({ plan, count: active.get(plan) ?? 0 })),
    monthlyRecurringRevenueCents: subscriptions.recurring.reduce(
      (sum, row) => sum + row.n * monthlyPriceCents(row.plan),
      0,
    ),
    trialConversion: {
      trials: subscriptions.trials,
      converted: subscriptions.converted,
      rate: subscriptions.trials === 0 ? 0 : subscriptions.converted / subscriptions.trials,
    },
    generatedAt: now.toISOString(),
  };
}

function monthlyPriceCents(plan: Plan): number {
  return PLAN_OFFERS.find((offer) => offer.plan === plan)?.monthlyPriceCents ?? 0;
}

/**
 * Each owner's (user's or unit's) deciding subscription, the rule billing uses (a paid one outranks the
 * trial, then the newest): live ones by plan; the recurring revenue of paid ones that will renew (a
 * cancellation at the period's end stops the revenue, not yet the access); and the owners who had a trial,
 * with how many of them ever had a paid plan. Owners with only trials are counted in one grouped pass;
 * the deciding paid row is looked for among paid rows only (the fewer).
 */
async function currentSubscriptions(db: Db) {
  const owner = sql`coalesce('unit:' || ${subscription.unitId}, 'user:' || ${subscription.userId})`;
  const owned = sql`(${subscription.userId} is not null or ${subscription.unitId} is not null)`;
  const [[owners], paid] = await Promise.all([
    selectRows<{ trials: number; converted: number; liveTrialOnly: number }>(
      db,
      sql`select (count(*) filter (where "trial"))::int as "trials",
        (count(*) filter (where "trial" and "paid"))::int as "converted",
        (count(*) filter (where "liveTrial" and not "paid"))::int as "liveTrialOnly"
      from (
        select bool_or(${subscription.plan} = 'gratis') as "trial", bool_or(${subscription.plan} <> 'gratis') as "paid",
          bool_or(${subscription.plan} = 'gratis' and ${subscription.status} in ${LIVE_STATUSES}) as "liveTrial"
        from ${subscription} where ${owned} group by ${owner}
      ) as owners`,
    ),
    selectRows<{ plan: Plan; live: number; recurring: number }>(
      db,
      sql`select "plan", (count(*) filter (where "status" in ${LIVE_STATUSES}))::int as "live",
        (count(*) filter (where "status" in ('active', 'past_due') and not "cancel_at_period_end"))::int as "recurring"
      from (
        select distinct on (${owner}) ${subscription.plan} as "plan", ${subscription.status} as "status",
          ${subscription.cancelAtPeriodEnd} as "cancel_at_period_end"
        from ${subscription}
        where ${owned} and ${subscription.plan} <> 'gratis'
        order by ${owner}, ${subscription.createdAt} desc
      ) as deciding
      group by "plan"`,
    ),
  ]);
  return {
    live: [
      { plan: 'gratis' as Plan, n: owners?.liveTrialOnly ?? 0 },
      ...paid.map((row) => ({ plan: row.plan, n: row.live })),
    ],
    recurring: paid.map((row) => ({ plan: row.plan, n: row.recurring })),
    trials: owners?.trials ?? 0,
    converted: owners?.converted ?? 0,
  };
}
