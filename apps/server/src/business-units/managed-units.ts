import { asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Queryable } from '../db/queryable.ts';
import { businessUnit, businessUnitMember } from '../db/schema/index.ts';

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

/** The ids of the units this user owns or actively administers, as a subquery. */
export function managedUnitIds(userId: string): SQL {
  return sql`select ${businessUnit.id} from ${businessUnit} where ${businessUnit.ownerId} = ${userId}
    union select ${businessUnitMember.unitId} from ${businessUnitMember}
    where ${businessUnitMember.userId} = ${userId}
      and (${businessUnitMember.role} = 'owner'
        or (${businessUnitMember.role} = 'admin' and ${businessUnitMember.status} = 'active'))`;
}

/**
 * The ids of the units a user owns or actively administers, read once: the history walks each of them on
 * its own (history/service.ts), which an OR inside one query would not let PostgreSQL do.
 */
export async function managedUnitIdsOf(db: Pick<Db, 'execute'>, userId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(managedUnitIds(userId));
  const rows = Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows;
  return rows.map((row) => row.id);
}
