import { and, desc, eq, isNotNull, lte, or } from 'drizzle-orm';
import { findVisibleConsultation } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import { followUpReminder, tutorLink } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { toTutorLink } from './tutor-link-records.ts';

/** The consultation's links, newest first, for whoever may read the consultation. */
export async function listTutorLinks({
  db,
  user,
  consultationId,
  publicUrl,
}: {
  db: Db;
  user: { id: string };
  consultationId: string;
  publicUrl: string;
}) {
  const found = await findVisibleConsultation(db, user, consultationId);
  const rows = await db
    .select()
    .from(tutorLink)
    .where(eq(tutorLink.consultationId, found.id))
    .orderBy(desc(tutorLink.createdAt));
  return rows.map((row) => toTutorLink(row, publicUrl));
}

/** The author revokes: the ciphertext is erased at once, and the link answers 410 from then on. */
export async function revokeTutorLink({
  db,
  user,
  id,
  publicUrl,
}: {
  db: Db;
  user: { id: string };
  id: string;
  publicUrl: string;
}) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db.select().from(tutorLink).where(eq(tutorLink.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  // Not readable to the caller → the same answer as a link that does not exist.
  const consultation = await findVisibleConsultation(db, user, row.consultationId);
  if (consultation.ownerId !== user.id) throw new AppError('FORBIDDEN');
  const [revoked] = await db.transaction(async (tx) => {
    // The reminders the tutor asked through this link go with it, and their contacts are erased now.
    await tx
      .update(followUpReminder)
      .set({ status: 'cancelled', contact: null })
      .where(and(eq(followUpReminder.tutorLinkId, id), eq(followUpReminder.status, 'pending')));
    return tx
      .update(tutorLink)
      .set({ revokedAt: row.revokedAt ?? new Date(), iv: null, ciphertext: null })
      .where(eq(tutorLink.id, id))
      .returning();
  });
  if (!revoked) throw new AppError('NOT_FOUND');
  return toTutorLink(revoked, publicUrl);
}

/** Erases the ciphertext of links past their date (the daily retention pass); the rows stay for the list. */
export async function eraseExpiredTutorPacks({ db, now = new Date() }: { db: Db; now?: Date }) {
  const erased = await db
    .update(tutorLink)
    .set({ iv: null, ciphertext: null })
    .where(
      and(or(lte(tutorLink.expiresAt, now), isNotNull(tutorLink.revokedAt)), isNotNull(tutorLink.ciphertext)),
    )
    .returning({ id: tutorLink.id });
  return erased.length;
}
