import { ADMIN_TIME_ZONE } from '@vetvoz/domain';
import { lt, min, sql } from 'drizzle-orm';
import { dailyRows } from '../admin/index.ts';
import type { Db } from '../db/database.ts';
import { pageView, session, verification } from '../db/schema/index.ts';
import { dayIn, lastDays } from '../db/sql-rows.ts';
import { deleteOldProviderCalls } from '../provider-calls/index.ts';
import { purgeExpiredRateLimits } from '../rate-limit/rate-limit.ts';
import { eraseExpiredTutorPacks } from '../tutor-links/index.ts';
import { deleteOldWebhookDeliveries } from '../webhooks/index.ts';

/**
 * Raw page views are kept this long; older days live on as daily counts in admin_daily_count, which is all
 * the admin charts read for a closed day. The admin area's longest window is 90 days.
 */
export const PAGE_VIEW_RAW_DAYS = 90;
/** Days rolled up and deleted per statement: a first run over years of views stays a series of small ones. */
const DAYS_PER_BATCH = 31;

export interface RetentionResult {
  /** Raw page_view rows deleted after their days were counted. */
  pageViews: number;
  /** Expired sessions and verification tokens (e-mail confirmation, password reset) deleted. */
  sessions: number;
  verifications: number;
  /** Tutor links past their date whose ciphertext was erased (the row stays for the vet's list). */
  tutorPacks: number;
  /** Delivered webhook deliveries (and so their log lines) older than 30 days. */
  webhookDeliveries: number;
}

/**
 * One retention pass (docs/operations.md "Retention"). Clinical records — consultations, transcripts,
 * documents — are never deleted here: the prontuário is kept at least 5 years (CFMV) and only the vet's own
 * deletion (a consultation, or the account) removes it.
 */
export async function applyRetention({ db }: { db: Db }, now = new Date()): Promise<RetentionResult> {
  // Both are also purged on the fly (1 in 100 rate-limited requests; hourly on provider calls): the daily
  // pass covers a quiet server, where the on-the-fly purge may not run for days.
  await purgeExpiredRateLimits({ db });
  await deleteOldProviderCalls(db);
  const pageViews = await rollUpOldPageViews(db, now);
  const sessions = (await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id }))
    .length;
  const verifications = (
    await db.delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id })
  ).length;
  const tutorPacks = await eraseExpiredTutorPacks({ db, now });
  const webhookDeliveries = await deleteOldWebhookDeliveries({ db, now });
  return { pageViews, sessions, verifications, tutorPacks, webhookDeliveries };
}

/**
 * Counts every São Paulo day older than PAGE_VIEW_RAW_DAYS into admin_daily_count (the admin charts'
 * rollup, which marks each day it counted), then deletes that day's raw rows: a day is deleted only once its
 * counts are committed, so a crash in between leaves raw rows that the next run deletes.
 */
export async function rollUpOldPageViews(db: Db, now = new Date()): Promise<number> {
  // The oldest day kept raw; everything before it goes.
  const [firstKept] = lastDays(ADMIN_TIME_ZONE, PAGE_VIEW_RAW_DAYS, now) as [string];
  const [oldest] = await db
    .select({ at: min(pageView.at) })
    .from(pageView)
    .where(lt(pageView.at, startOfDay(firstKept)));
  if (!oldest?.at) return 0;
  let deleted = 0;
  for (let from = dayIn(ADMIN_TIME_ZONE, oldest.at); from < firstKept; ) {
    const days = consecutiveDays(from, firstKept, DAYS_PER_BATCH);
    const end = addDay(days.at(-1) as string);
    // dailyRows rolls up the closed days it is asked about that are not rolled up yet (the query is unused).
    await dailyRows({ db, family: 'page-views', days, now });
    const removed = await db
      .delete(pageView)
      .where(lt(pageView.at, startOfDay(end)))
      .returning({ id: pageView.id });
    deleted += removed.length;
    from = end;
  }
  return deleted;
}

/** Midnight at the start of a São Paulo day, as an instant. */
function startOfDay(day: string) {
  return sql`(${day}::date::timestamp at time zone ${ADMIN_TIME_ZONE})`;
}

function addDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Up to `count` days from `from`, stopping before `until`. */
function consecutiveDays(from: string, until: string, count: number): string[] {
  const days: string[] = [];
  for (let day = from; day < until && days.length < count; day = addDay(day)) days.push(day);
  return days;
}
