import { ensureUnitRenewals, unitRenewalJob } from './business-units/index.ts';
import { finalizeConsultationJob, recomputeFollowUpsJob } from './consultations/index.ts';
import type { Db } from './db/database.ts';
import { generateDocumentJob } from './documents/index.ts';
import type { EventBus } from './events/event-bus.ts';
import { scheduleDailyReminders, sendRemindersJob } from './follow-ups/index.ts';
import type { Logger } from './logging/logger.ts';
import { priceNoticesJob, scheduleDailyPriceNotices } from './notifications/index.ts';
import { retentionJob, scheduleDailyRetention } from './retention/index.ts';
import { deliverWebhookJob } from './webhooks/index.ts';

/** Every job the app's worker runs (app.ts). */
export const APP_JOBS = [
  finalizeConsultationJob,
  generateDocumentJob,
  priceNoticesJob,
  unitRenewalJob,
  retentionJob,
  recomputeFollowUpsJob,
  sendRemindersJob,
  deliverWebhookJob,
] as const;

/**
 * The recurring jobs, queued once in the job table so they survive restarts (every process calls this at
 * start; a failure is logged and the next start tries again).
 */
export function queueRecurringJobs({ db, events, log }: { db: Db; events: EventBus; log: Logger }) {
  const logged = (what: string) => (error: unknown) => log.error({ err: error }, `${what} failed`);
  return Promise.all([
    // Every business unit has its next monthly renewal queued (decision 024): one lost or never queued is queued now.
    ensureUnitRenewals({ db, events, log }).catch(logged('queueing the business unit renewals')),
    // The daily price-change notices (decision 026).
    scheduleDailyPriceNotices(db).catch(logged('scheduling the price change notices')),
    // The daily retention pass (decision 030): purges and rollups, never clinical records.
    scheduleDailyRetention(db).catch(logged('scheduling the retention pass')),
    // The tutors' follow-up reminders, every morning (decision 044).
    scheduleDailyReminders(db).catch(logged('scheduling the follow-up reminders')),
  ]);
}
