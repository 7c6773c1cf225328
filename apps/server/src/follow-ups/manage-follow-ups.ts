import { type FollowUpInput, followUpInputSchema } from '@vetvoz/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { findVisibleConsultation, ownConsultations } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import { consultation, followUp, followUpReminder } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { toFollowUp } from './follow-up-records.ts';

/** The consultation's follow-ups, soonest first, for whoever may read it. */
export async function listFollowUps({
  db,
  user,
  consultationId,
}: {
  db: Db;
  user: { id: string };
  consultationId: string;
}) {
  const found = await findVisibleConsultation(db, user, consultationId);
  const rows = await db
    .select()
    .from(followUp)
    .where(eq(followUp.consultationId, found.id))
    .orderBy(asc(followUp.dueDate), asc(followUp.createdAt));
  return rows.map(toFollowUp);
}

/** The vet's own line: kept through every recomputation of the transcript's follow-ups. */
export async function createFollowUp({
  db,
  user,
  consultationId,
  input,
}: {
  db: Db;
  user: { id: string };
  consultationId: string;
  input: FollowUpInput;
}) {
  const found = await findVisibleConsultation(db, user, consultationId, 'write');
  const value = followUpInputSchema.parse(input);
  const [row] = await db
    .insert(followUp)
    .values({ consultationId: found.id, ...value, evidence: null, source: 'veterinario' })
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toFollowUp(row);
}

/** A follow-up of a consultation the user may change; otherwise NOT_FOUND. */
async function ownFollowUp(db: Db, user: { id: string }, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ id: followUp.id })
    .from(followUp)
    .innerJoin(consultation, eq(consultation.id, followUp.consultationId))
    .where(and(eq(followUp.id, id), ownConsultations(user)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A correction makes it the vet's: a later recomputation leaves it as corrected. */
export async function updateFollowUp({
  db,
  user,
  id,
  input,
}: {
  db: Db;
  user: { id: string };
  id: string;
  input: FollowUpInput;
}) {
  await ownFollowUp(db, user, id);
  const value = followUpInputSchema.parse(input);
  const [row] = await db
    .update(followUp)
    .set({ ...value, source: 'veterinario', updatedAt: sql`now()` })
    .where(eq(followUp.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toFollowUp(row);
}

/**
 * Removed with its reminders, the tutor's contact included. A follow-up the transcript says is found
 * again only if the vet edits the transcript and leaves its words there.
 */
export async function deleteFollowUp({ db, user, id }: { db: Db; user: { id: string }; id: string }) {
  await ownFollowUp(db, user, id);
  await db.transaction(async (tx) => {
    await tx.delete(followUpReminder).where(eq(followUpReminder.followUpId, id));
    await tx.delete(followUp).where(eq(followUp.id, id));
  });
}
