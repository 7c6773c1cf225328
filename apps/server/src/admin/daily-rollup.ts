import { ADMIN_TIME_ZONE } from '@vetvoz/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { adminDailyCount, consultation, document, pageView } from '../db/schema/index.ts';
import { dayIn } from '../db/sql-rows.ts';

const TZ = ADMIN_TIME_ZONE;
/** A day is rolled up only once it ended this long ago: a transaction begun before midnight has committed. */
const SETTLE_MS = 60 * 60 * 1000;

/**
 * The per-day figures of the admin charts: closed São Paulo days from admin_daily_count (rolled up from the
 * base tables the first time they are asked for), the still-open day(s) counted live. Each family is one
 * select of (day, metric, key, count, visitors) over a time range of its base tables.
 */
export type RollupFamily = 'activity' | 'page-views';

const FAMILIES: Record<RollupFamily, { metrics: string[]; aggregate: (from: SQL, to: SQL | null) => SQL }> = {
  activity: {
    metrics: ['consultations', 'documents'],
    aggregate: (from, to) => sql`
      select (${consultation.createdAt} at time zone ${TZ})::date as "day", 'consultations' as "metric", '' as "key",
        count(*)::int as "count", 0 as "visitors"
      from ${consultation} where ${consultation.createdAt} >= ${from} ${to ? sql`and ${consultation.createdAt} < ${to}` : sql``}
      group by 1
      union all
      select (${document.createdAt} at time zone ${TZ})::date, 'documents', ${document.type}, count(*)::int, 0
      from ${document} where ${document.createdAt} >= ${from} ${to ? sql`and ${document.createdAt} < ${to}` : sql``}
      group by 1, 3`,
  },
  'page-views': {
    metrics: ['page_views', 'page_visitors'],
    aggregate: (from, to) => sql`
      select (${pageView.at} at time zone ${TZ})::date as "day", 'page_views' as "metric", ${pageView.path} as "key",
        count(*)::int as "count", count(distinct ${pageView.visitorHash})::int as "visitors"
      from ${pageView} where ${pageView.at} >= ${from} ${to ? sql`and ${pageView.at} < ${to}` : sql``}
      group by 1, 3
      union all
      select (${pageView.at} at time zone ${TZ})::date, 'page_visitors', '', count(*)::int,
        count(distinct ${pageView.visitorHash})::int
      from ${pageView} where ${pageView.at} >= ${from} ${to ? sql`and ${pageView.at} < ${to}` : sql``}
      group by 1`,
  },
};

/** Midnight at the start of a São Paulo day, as an instant. */
const midnight = (day: string) => sql`(${day}::date::timestamp at time zone ${TZ})`;
const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/**
 * The rows of a family for `days` (consecutive, oldest first): a select of (day text, metric, key, count,
 * visitors) to aggregate further in SQL. Closed days missing from the rollup are rolled up first.
 */
export async function dailyRows({
  db,
  family,
  days,
  now = new Date(),
}: {
  db: Db;
  family: RollupFamily;
  days: string[];
  now?: Date;
}): Promise<SQL> {
  const { metrics, aggregate } = FAMILIES[family];
  const firstOpen = dayIn(TZ, new Date(now.getTime() - SETTLE_MS));
  const first = days[0] as string;
  const closed = days.filter((day) => day < firstOpen);
  if (closed.length > 0) await rollUp(db, family, closed);
  const metricList = sql.join(
    metrics.map((metric) => sql`${metric}`),
    sql`, `,
  );
  const liveFrom = firstOpen > first ? firstOpen : first;
  return sql`
    select ${adminDailyCount.day}::text as "day", ${adminDailyCount.metric} as "metric", ${adminDailyCount.key} as "key",
      ${adminDailyCount.count} as "count", ${adminDailyCount.visitors} as "visitors"
    from ${adminDailyCount}
    where ${adminDailyCount.metric} in (${metricList}) and ${adminDailyCount.day} >= ${first}::date
      and ${adminDailyCount.day} < ${liveFrom}::date
    union all
    select "day"::text, "metric", "key", "count", "visitors" from (${aggregate(midnight(liveFrom), null)}) as live`;
}

/** Rolls up the closed days not rolled up yet; two admins at once insert the same rows, the second none. */
async function rollUp(db: Db, family: RollupFamily, closed: string[]): Promise<void> {
  const marker = `closed:${family}`;
  const done = await db.execute(sql`
    select ${adminDailyCount.day}::text as "day" from ${adminDailyCount}
    where ${adminDailyCount.metric} = ${marker} and ${adminDailyCount.day} >= ${closed[0]}::date
      and ${adminDailyCount.day} <= ${closed.at(-1)}::date`);
  const doneRows = (Array.isArray(done) ? done : (done as { rows: unknown[] }).rows) as Array<{
    day: string;
  }>;
  const rolled = new Set(doneRows.map((row) => row.day));
  const missing = closed.filter((day) => !rolled.has(day));
  if (missing.length === 0) return;
  const from = missing[0] as string;
  const to = nextDay(missing.at(-1) as string);
  const missingList = sql.join(
    missing.map((day) => sql`${day}::date`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${adminDailyCount} ("day", "metric", "key", "count", "visitors")
    select "day", "metric", "key", "count", "visitors" from (${FAMILIES[family].aggregate(midnight(from), midnight(to))}) as rolled
    where "day" in (${missingList})
    union all
    select unnest(array[${missingList}]), ${marker}, '', 0, 0
    on conflict do nothing`);
}
