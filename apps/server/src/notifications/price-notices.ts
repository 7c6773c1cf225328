import { addDays, isPriceNoticeDue, PRICE_CHANGE_NOTICE_DAYS, saoPauloDay } from '@vetvoz/domain';
import { and, eq, gt, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { priceChange, subscription } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { defineJob } from '../jobs/define-job.ts';
import { scheduleOnce } from '../jobs/schedule-once.ts';
import type { Logger } from '../logging/logger.ts';
import { priceChangeText } from './notice-texts.ts';
import { notifyUser } from './notify-user.ts';
import { priceNoticeKey } from './price-changes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The daily run: 12:00 UTC is 09:00 in Brasília, when people read their notices. */
const DAILY_RUN_UTC_HOUR = 12;
/** A change older than this has reached every renewal it touches (the longest period is a year). */
const CHANGE_RELEVANCE_DAYS = 400;
/** Statuses that renew: a canceled subscription, or one set to end at its period end, is not charged again. */
const RENEWING_STATUSES = ['active', 'trialing', 'past_due'] as const;

export interface PriceNoticeDeps {
  db: Db;
  events: EventBus;
  log: Logger;
}

/**
 * One pass: every paid subscriber whose next renewal is at most 30 days away, falls on or after a change's
 * effective date, and who subscribed before that date (later ones already pay the new price) is told once
 * per subscription and change (the dedupe key). When several changes of a plan apply, the newest one in
 * force at the renewal is told. Answers how many notices this pass wrote.
 */
export async function sendPriceNotices(
  { db, events, log }: PriceNoticeDeps,
  now = new Date(),
): Promise<number> {
  const today = saoPauloDay(now);
  const changes = await db
    .select()
    .from(priceChange)
    .where(gte(priceChange.effectiveOn, addDays(today, -CHANGE_RELEVANCE_DAYS)));
  if (changes.length === 0) return 0;
  const subscribers = await db
    .select({
      id: subscription.id,
      userId: subscription.userId,
      plan: subscription.plan,
      startedAt: subscription.startedAt,
      renewalAt: subscription.currentPeriodEnd,
    })
    .from(subscription)
    .where(
      and(
        inArray(subscription.plan, [...new Set(changes.map((change) => change.plan))]),
        inArray(subscription.status, [...RENEWING_STATUSES]),
        eq(subscription.cancelAtPeriodEnd, false),
        isNotNull(subscription.stripeSubscriptionId),
        isNotNull(subscription.userId),
        gt(subscription.currentPeriodEnd, now),
        lte(subscription.currentPeriodEnd, new Date(now.getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const subscriber of subscribers) {
    const { userId, renewalAt, plan } = subscriber;
    if (!userId || !renewalAt || plan === 'gratis') continue;
    const startedOn = saoPauloDay(subscriber.startedAt);
    const change = changes
      .filter(
        (candidate) =>
          candidate.plan === plan &&
          startedOn < candidate.effectiveOn &&
          isPriceNoticeDue({ renewalAt, effectiveOn: candidate.effectiveOn, now }),
      )
      .sort(
        (a, b) => b.effectiveOn.localeCompare(a.effectiveOn) || b.createdAt.getTime() - a.createdAt.getTime(),
      )[0];
    if (!change) continue;
    const { created } = await notifyUser(
      { db, events },
      {
        userId,
        kind: 'price_change',
        ...priceChangeText({ plan, chargeCents: change.chargeCents, renewalAt }),
        dedupeKey: priceNoticeKey(change.id, subscriber.id),
      },
    );
    if (created) sent += 1;
  }
  if (sent > 0) log.info({ sent }, 'price change notices sent');
  return sent;
}

/** The next daily run after `now`. */
export function nextDailyRun(now: Date): Date {
  const run = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_RUN_UTC_HOUR),
  );
  return run > now ? run : new Date(run.getTime() + DAY_MS);
}

/**
 * The daily job (decision 019): a row in the durable queue, so a restart neither loses nor doubles it. Each
 * run sends the notices, then queues the next day's run; a failed run is retried by the queue, and its
 * notices are not sent twice (dedupe keys).
 */
export const priceNoticesJob = defineJob({
  name: 'notifications.price-notices',
  version: 1,
  payload: z.object({}),
  handler: async (_payload, deps: PriceNoticeDeps) => {
    await sendPriceNotices(deps);
    await scheduleDailyPriceNotices(deps.db);
  },
});

/** Queues the next daily run unless one is already waiting (each process at start, each run at its end). */
export function scheduleDailyPriceNotices(db: Db, now = new Date()): Promise<void> {
  return scheduleOnce(db, priceNoticesJob, {}, nextDailyRun(now));
}
