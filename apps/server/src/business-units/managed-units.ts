import { asc, eq, or, sql } from 'drizzle-orm';
import { managedUnitIds } from '../consultations/visibility.ts';
import type { Queryable } from '../db/queryable.ts';
import { businessUnit } from '../db/schema/index.ts';

/**
 * The units a user owns or actively administers, by name: the same subquery the consultation visibility
 * uses, so the dashboard and the history cannot disagree about who manages what.
 */
export async function managedUnitsOf(
  db: Queryable<'select'>,
  userId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: businessUnit.id, name: businessUnit.name })
    .from(businessUnit)
    .where(or(eq(businessUnit.ownerId, userId), sql`${businessUnit.id} in (${managedUnitIds(userId)})`))
    .orderBy(asc(businessUnit.name), asc(businessUnit.createdAt));
}
