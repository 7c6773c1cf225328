import { decideQuota, type QuotaDecision } from '@vetvoz/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { subscription } from '../db/schema/index.ts';
import { countConsultationsUsed } from '../usage/index.ts';
import { termsOf } from './subscriptions.ts';

/**
 * What is left of a person's one free trial (docs/decisions/032-consultation-counting-and-trial-rule.md),
 * whatever plan they are on now: their trial row decides it (none left when their CPF's trial went to
 * another account), and everything the trial admitted counts — personal trial consultations and those of
 * the gratis unit they own. A gratis unit asks this of its owner before each consultation.
 */
export async function trialBudgetOf(
  db: Queryable<'select' | 'execute'>,
  personId: string,
  now = new Date(),
  /** What the trial admitted, when the caller counted it already (usage/places.ts `trialPlaces`). */
  used?: number,
): Promise<QuotaDecision> {
  const [trial] = await db
    .select()
    .from(subscription)
    .where(
      and(eq(subscription.userId, personId), isNull(subscription.unitId), eq(subscription.plan, 'gratis')),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return trialDecision(trial ?? null, now, used ?? (await countConsultationsUsed(db, personId)));
}

/** The same answer from a trial row the caller already read (or none: no trial left). */
export function trialDecision(
  trial: typeof subscription.$inferSelect | null,
  now: Date,
  used: number,
): QuotaDecision {
  return decideQuota(trial ? termsOf(trial) : null, now, used);
}
