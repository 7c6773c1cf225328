import { ADMIN_TIME_ZONE, type AdminPageViews } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { lastDays, selectRows } from '../db/sql-rows.ts';
import { dailyRows } from './daily-rollup.ts';

/** Routes listed, most viewed first: the long tail (typos, old links) is not an admin's question. */
export const PAGE_VIEW_TOP_ROUTES = 50;

/**
 * Page views of the last `days` São Paulo days, by route and by day, from page_view (recorded only after
 * cookie consent) through the daily rollup. The visitor hash rotates daily, so `visitors` counts distinct
 * visitors per day; over a route it adds the days up (visitor-days).
 */
export async function getAdminPageViews({
  db,
  days: dayCount,
  now = new Date(),
}: {
  db: Db;
  days: number;
  now?: Date;
}): Promise<AdminPageViews> {
  const days = lastDays(ADMIN_TIME_ZONE, dayCount, now);
  const daily = await dailyRows({ db, family: 'page-views', days, now });
  const [byDayRows, byRoute] = await Promise.all([
    selectRows<{ day: string; views: number; visitors: number }>(
      db,
      sql`select "day", "count" as "views", "visitors" from (${daily}) as daily where "metric" = 'page_visitors'`,
    ),
    selectRows<{ path: string; views: number; visitors: number }>(
      db,
      sql`select "key" as "path", sum("count")::int as "views", sum("visitors")::int as "visitors"
      from (${daily}) as daily where "metric" = 'page_views'
      group by 1 order by 2 desc, 1 limit ${PAGE_VIEW_TOP_ROUTES}`,
    ),
  ]);
  const perDay = new Map(byDayRows.map((row) => [row.day, row]));
  return {
    days: dayCount,
    total: byDayRows.reduce((sum, row) => sum + row.views, 0),
    byRoute,
    byDay: days.map((day) => ({
      day,
      views: perDay.get(day)?.views ?? 0,
      visitors: perDay.get(day)?.visitors ?? 0,
    })),
  };
}
