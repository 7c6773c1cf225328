import { STOP_BILLING_FAILED_MESSAGE } from '@vetvoz/domain';
import { APIError } from 'better-auth/api';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { stopBillingOf } from '../billing/index.ts';
import type { Db } from '../db/database.ts';
import { auditLog, consultation, document, job, usage, verification } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { FileStorage } from '../storage/storage.ts';
import { photoKey } from './service.ts';

/** better-auth's code for a deletion stopped because billing could not be stopped (auth/translate-auth-errors.ts). */
export const BILLING_STOP_FAILED_CODE = 'BILLING_STOP_FAILED';

/**
 * Before erasure: every plan the person pays for (their own, their units') is cancelled at Stripe
 * (billing/stop-billing.ts). A failure stops the deletion inside better-auth with a pt-BR answer, before
 * anything is erased; the cancellations that succeeded are recorded, so a retry resumes.
 */
export async function stopBillingBeforeErasure({
  db,
  stripe,
  userId,
  log,
}: {
  db: Db;
  stripe: Stripe | undefined;
  userId: string;
  log: Logger;
}): Promise<void> {
  try {
    const stopped = await stopBillingOf({ db, stripe, userId });
    if (stopped) log.info({ stopped }, 'billing stopped at Stripe before an account deletion');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn({ err: error }, 'account deletion stopped: billing could not be stopped at Stripe');
    throw new APIError('BAD_GATEWAY', {
      code: BILLING_STOP_FAILED_CODE,
      message: STOP_BILLING_FAILED_MESSAGE,
    });
  }
}

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
