import type { AdminAuditPage } from '@vetvoz/domain';
import { count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog, user } from '../db/schema/index.ts';
import { containsPattern } from '../db/sql-rows.ts';

/**
 * Actions are lower-case names (admin.user.ban) and targets hold ids as written (user:AbC…), so both match
 * case-sensitively — the query lower-cased for actions, as typed for targets. Actors match by name or
 * e-mail in any case, looked up once among users rather than per audit row (a plain LIKE over the log is
 * several times cheaper than ILIKE with a join, which the bench measured).
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lower = containsPattern(q.toLowerCase());
  return or(
    like(auditLog.action, lower),
    like(auditLog.target, containsPattern(q)),
    inArray(
      auditLog.actorId,
      sql`(select ${user.id} from ${user} where lower(${user.name}) like ${lower} or lower(${user.email}) like ${lower})`,
    ),
  );
}

/** One page of the audit log, newest first, searchable by action, target and the actor's name or e-mail. */
export async function listAuditLog({
  db,
  q,
  page,
  pageSize,
}: {
  db: Db;
  q?: string;
  page: number;
  pageSize: number;
}): Promise<AdminAuditPage> {
  const where = matching(q);
  // The count and the page are independent: at once on PostgreSQL's pool.
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        target: auditLog.target,
        details: auditLog.details,
        actorId: user.id,
        actorName: user.name,
        actorEmail: user.email,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId && row.actorName !== null && row.actorEmail !== null
          ? { id: row.actorId, name: row.actorName, email: row.actorEmail }
          : null,
      action: row.action,
      target: row.target,
      details: row.details ?? null,
    })),
    page,
    pageSize,
    total: total?.n ?? 0,
  };
}
