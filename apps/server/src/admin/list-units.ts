import type { AdminBusinessUnitPage } from '@vetvoz/domain';
import { count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { businessUnit, businessUnitMember, user } from '../db/schema/index.ts';
import { containsPattern } from '../db/sql-rows.ts';
import { quotasOfUnits } from './quota-of-page.ts';

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q.toLowerCase());
  // Owners found once among users, as the audit log's actors are.
  return or(
    like(sql`lower(${businessUnit.name})`, pattern),
    inArray(
      businessUnit.ownerId,
      sql`(select ${user.id} from ${user} where lower(${user.name}) like ${pattern} or lower(${user.email}) like ${pattern})`,
    ),
  );
}

/**
 * One page of business units, newest first, found by the unit's name or its owner's name or e-mail, with
 * active members and the pool the units feature derives (as unitQuotaOf does, for the whole page at once:
 * quota-of-page.ts) — read from the units' tables, never written.
 */
export async function listAdminUnits({
  db,
  q,
  page,
  pageSize,
  now = new Date(),
}: {
  db: Db;
  q?: string;
  page: number;
  pageSize: number;
  now?: Date;
}): Promise<AdminBusinessUnitPage> {
  const where = matching(q);
  // The count and the page are independent: at once on PostgreSQL's pool.
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(businessUnit).where(where),
    db
      .select({
        id: businessUnit.id,
        name: businessUnit.name,
        createdAt: businessUnit.createdAt,
        ownerId: user.id,
        ownerName: user.name,
        ownerEmail: user.email,
        membersCount: sql<number>`(select count(*)::int from ${businessUnitMember}
          where ${businessUnitMember.unitId} = ${businessUnit.id} and ${businessUnitMember.status} = 'active')`,
      })
      .from(businessUnit)
      .innerJoin(user, eq(user.id, businessUnit.ownerId))
      .where(where)
      .orderBy(desc(businessUnit.createdAt), desc(businessUnit.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const quotas = await quotasOfUnits(db, rows, now);
  const units = rows.map((row) => {
    const quota = quotas.get(row.id);
    return {
      id: row.id,
      name: row.name,
      owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
      membersCount: Number(row.membersCount),
      plan: quota?.plan ?? ('gratis' as const),
      usage: { used: quota?.used ?? 0, limit: quota?.limit ?? 0 },
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { units, page, pageSize, total: total?.n ?? 0 };
}
