import type { QuotaWindow } from '@vetvoz/domain';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation, usage } from '../db/schema/index.ts';

/** A transaction or the database: both run queries the same way. */
type Queryable = Pick<Db, 'select' | 'insert' | 'execute'>;

/**
 * Serialises quota decisions of one user (starting a consultation, counting one) across processes, so
 * two tabs cannot both take the last free consultation. Held until the transaction ends.
 */
export async function lockQuota(tx: Queryable, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${userId}`}))`);
}

/**
 * Consultations that take a place in the user's quota: every counted one (a `usage` row, written when its
 * first document was generated — it stays counted even if the consultation is deleted) plus every open
 * one not counted yet (recording, transcribed, or whose generations all failed), so starting many
 * consultations cannot go past the limit. Deleting an uncounted consultation frees its place: nothing was
 * generated from it, and failed generations are not counted (spec §1).
 */
export async function countConsultationsUsed(
  tx: Queryable,
  userId: string,
  window: QuotaWindow = { start: null, end: null },
): Promise<number> {
  // A paid plan counts one monthly window: usage counted in it, and open consultations begun in it.
  const inWindow = <C extends typeof usage.countedAt | typeof consultation.createdAt>(column: C) => [
    ...(window.start ? [gte(column, window.start)] : []),
    ...(window.end ? [lt(column, window.end)] : []),
  ];
  const [counted] = await tx
    .select({ n: count() })
    .from(usage)
    // A unit consultation counts in its unit's pool (business-units/unit-quota.ts), not the author's.
    .where(and(eq(usage.userId, userId), isNull(usage.unitId), ...inWindow(usage.countedAt)));
  const [open] = await tx
    .select({ n: count() })
    .from(consultation)
    .leftJoin(usage, eq(usage.consultationId, consultation.id))
    .where(
      and(
        eq(consultation.ownerId, userId),
        isNull(consultation.unitId),
        isNull(usage.id),
        ...inWindow(consultation.createdAt),
      ),
    );
  return (counted?.n ?? 0) + (open?.n ?? 0);
}

/**
 * Counts a consultation once, when a document was generated from it; later documents add nothing.
 * Answers whether this call counted it (the trial notices go out then, once).
 */
export async function recordUsage(
  db: Queryable,
  { userId, consultationId }: { userId: string; consultationId: string },
): Promise<boolean> {
  const counted = await db
    .insert(usage)
    // The unit is the consultation's, read in the same statement, so a unit consultation counts in its pool.
    .values({
      userId,
      consultationId,
      unitId: sql`(select unit_id from consultation where id = ${consultationId})`,
    })
    .onConflictDoNothing({ target: usage.consultationId })
    .returning({ id: usage.id });
  return counted.length > 0;
}
