import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Logger } from '../logging/logger.ts';
import { notifyUser, trialAlmostUsedText, trialExhaustedText } from '../notifications/index.ts';
import { countConsultation } from '../usage/index.ts';
import { quotaFor } from './subscriptions.ts';

/**
 * After a consultation is counted: tells a vet on the free trial when it reaches 80% (8 of 10) and when it
 * is used up, once per trial (the trial's subscription id is in the dedupe key). The numbers are the quota
 * decision's, the same the screens show. A trial that jumps straight to its end gets only the last notice.
 * Never throws: a notice that could not be written must not fail the document it follows (it is logged).
 */
export async function noticeTrialProgress(
  { db, events, log }: { db: Db; events: EventBus; log: Logger },
  userId: string,
  now = new Date(),
): Promise<void> {
  try {
    const { row, decision } = await quotaFor(db, userId, now);
    // Only a trial in force: a paid plan has its own limits, and a refused trial (its CPF had one) had nothing.
    if (row?.plan !== 'gratis' || row.status === 'canceled') return;
    if (decision.remaining === 0) {
      await notifyUser(
        { db, events },
        { userId, kind: 'trial_exhausted', ...trialExhaustedText(), dedupeKey: `trial_exhausted:${row.id}` },
      );
    } else if (decision.level === 'warning') {
      await notifyUser(
        { db, events },
        {
          userId,
          kind: 'trial_80',
          ...trialAlmostUsedText(decision.used),
          dedupeKey: `trial_80:${row.id}`,
        },
      );
    }
  } catch (error) {
    log.warn({ err: error }, 'trial notice failed');
  }
}

/**
 * Counts a consultation (usage/usage.ts: at its first transcribed segment or first document request) and,
 * when this call counted one that used a free trial, tells that person how much of it is left.
 */
export async function countConsultationWithNotices(
  deps: { db: Db; events: EventBus; log: Logger },
  consultationId: string,
): Promise<void> {
  const { counted, trialUserId } = await countConsultation(deps.db, { consultationId });
  if (counted && trialUserId) await noticeTrialProgress(deps, trialUserId);
}
