import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog, consultation, document, job, usage, verification } from '../db/schema/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import { photoKey } from './service.ts';

/** What an anonymised audit row names instead of the deleted account or its records. */
export const ERASED_TARGET = 'conta-excluida';

/**
 * LGPD erasure (docs/decisions/016-lgpd-export-and-deletion.md), run after the password was checked and
 * before better-auth deletes the `user` row (whose foreign keys remove sessions and accounts). Deleted: the
 * photo, the consultations with their transcripts, segments and documents, the jobs that name them and
 * pending reset tokens. Kept without the person: `usage` rows (quota and billing totals) and audit rows
 * (the actor becomes null through its foreign key; targets and details naming the account are blanked).
 * In one transaction, so a failure leaves the account whole and the vet can try again.
 */
export async function eraseUserData({
  db,
  storage,
  userId,
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
}) {
  await db.transaction(async (tx) => {
    const consultationIds = (
      await tx.select({ id: consultation.id }).from(consultation).where(eq(consultation.ownerId, userId))
    ).map((row) => row.id);
    const documentIds = consultationIds.length
      ? (
          await tx
            .select({ id: document.id })
            .from(document)
            .where(inArray(document.consultationId, consultationIds))
        ).map((row) => row.id)
      : [];
    const recordIds = [...consultationIds, ...documentIds];

    if (recordIds.length) {
      // Job payloads name records by id; a failed job may also hold an error about them.
      await tx
        .delete(job)
        .where(
          or(
            inArray(sql`${job.payload}->>'consultationId'`, consultationIds.length ? consultationIds : ['']),
            inArray(sql`${job.payload}->>'documentId'`, documentIds.length ? documentIds : ['']),
          ),
        );
    }
    // Counted consultations stay counted, by nobody: a deleted account must not lower a unit's or the
    // service's totals. The consultation link goes with the consultation.
    await tx.update(usage).set({ userId: null, consultationId: null }).where(eq(usage.userId, userId));
    await tx.delete(consultation).where(eq(consultation.ownerId, userId));
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx
      .update(auditLog)
      .set({ target: ERASED_TARGET, details: null })
      .where(
        or(
          inArray(auditLog.target, [userId, ...recordIds]),
          sql`${auditLog.details}::text like ${`%${userId}%`}`,
          sql`${auditLog.details}::text ilike ${sql`'%' || (select email from "user" where id = ${userId}) || '%'`}`,
        ),
      );
  });
  await storage.delete(photoKey(userId));
}
