import type { QuotaWindow } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { usage } from '../db/schema/index.ts';
import { countPlaces, personalPlaces, trialPlaces } from './places.ts';

/**
 * Serialises quota decisions of one person (starting a consultation, personal or in a gratis unit that
 * shares their trial) across processes, so two tabs cannot both take the last free consultation. Held
 * until the transaction ends. Callers taking several take them in id order (`lockQuotas`).
 */
export async function lockQuota(tx: Queryable<'execute'>, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${userId}`}))`);
}

/** Several people's locks, always in the same order, so two transactions never wait on each other. */
export async function lockQuotas(tx: Queryable<'execute'>, userIds: string[]) {
  for (const id of [...new Set(userIds)].sort()) await lockQuota(tx, id);
}

/**
 * The consultations a vet used by the one rule (usage/places.ts): on a paid plan, their own ones outside
 * units in the plan's window; on the trial (no window), everything their one free trial admitted —
 * personal trial consultations and those of the gratis unit they own.
 */
export async function countConsultationsUsed(
  tx: Queryable<'execute'>,
  userId: string,
  window: QuotaWindow = { start: null, end: null },
): Promise<number> {
  if (!window.start && !window.end) return countPlaces(tx, trialPlaces(userId));
  return countPlaces(tx, personalPlaces(userId, window.start, window.end));
}

/**
 * Counts a consultation once, at whichever comes first: its first transcribed segment or its first
 * document request; later calls add nothing. The owner (unit) and the free-trial mark are the
 * consultation's, read in the same statement. Answers whether this call counted it, and whose free trial
 * it used (the trial notices go out then, once).
 */
export async function countConsultation(
  db: Queryable<'insert'>,
  { consultationId }: { consultationId: string },
): Promise<{ counted: boolean; trialUserId: string | null }> {
  const counted = await db
    .insert(usage)
    .values({
      userId: sql`(select owner_id from consultation where id = ${consultationId})`,
      consultationId,
      unitId: sql`(select unit_id from consultation where id = ${consultationId})`,
      trialUserId: sql`(select trial_user_id from consultation where id = ${consultationId})`,
    })
    .onConflictDoNothing({ target: usage.consultationId })
    .returning({ id: usage.id, trialUserId: usage.trialUserId });
  return { counted: counted.length > 0, trialUserId: counted[0]?.trialUserId ?? null };
}

/** Adds a transcribed segment's audio seconds to its consultation's usage row (seconds only, never audio). */
export async function meterAudioSeconds(
  db: Queryable<'update'>,
  { consultationId, seconds }: { consultationId: string; seconds: number },
): Promise<void> {
  if (!(seconds > 0)) return;
  await db
    .update(usage)
    .set({ audioSeconds: sql`${usage.audioSeconds} + ${seconds}` })
    .where(sql`${usage.consultationId} = ${consultationId}`);
}

/**
 * A transcribed segment's usage in one statement: counts the consultation if this is the first count
 * (`countConsultation`'s rule: the row is inserted once) and adds the segment's audio seconds either way.
 * The segment path calls it once per segment, inside the transaction that stores the text.
 */
export async function countAndMeterSegment(
  db: Queryable<'insert'>,
  { consultationId, seconds }: { consultationId: string; seconds: number },
): Promise<{ counted: boolean; trialUserId: string | null }> {
  const rows = await db
    .insert(usage)
    .values({
      userId: sql`(select owner_id from consultation where id = ${consultationId})`,
      consultationId,
      unitId: sql`(select unit_id from consultation where id = ${consultationId})`,
      trialUserId: sql`(select trial_user_id from consultation where id = ${consultationId})`,
      audioSeconds: seconds > 0 ? seconds : 0,
    })
    .onConflictDoUpdate({
      target: usage.consultationId,
      set: { audioSeconds: sql`${usage.audioSeconds} + excluded.audio_seconds` },
      setWhere: sql`excluded.audio_seconds > 0`,
    })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)`, trialUserId: usage.trialUserId });
  const inserted = rows[0]?.inserted === true;
  return { counted: inserted, trialUserId: inserted ? (rows[0]?.trialUserId ?? null) : null };
}
