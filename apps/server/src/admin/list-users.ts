import { type AdminUser, type AdminUserPage, hideCpf, isPlan, type Plan } from '@vetvoz/domain';
import { count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { user } from '../db/schema/index.ts';
import { containsPattern } from '../db/sql-rows.ts';
import { quotasOfUsers, type UserQuota } from './quota-of-page.ts';

type UserRow = Pick<
  typeof user.$inferSelect,
  'id' | 'name' | 'email' | 'cpf' | 'plan' | 'emailVerified' | 'role' | 'banned' | 'banReason' | 'createdAt'
>;

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  cpf: user.cpf,
  plan: user.plan,
  emailVerified: user.emailVerified,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  createdAt: user.createdAt,
};

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q.toLowerCase());
  return or(like(sql`lower(${user.name})`, pattern), like(sql`lower(${user.email})`, pattern));
}

/**
 * One page of accounts, newest first, found by name or e-mail (case-insensitive; lower() and LIKE,
 * which PGlite runs several times faster than ILIKE). Plan and usage are billing's answer for each user
 * of the page, read for the whole page at once (quota-of-page.ts).
 */
export async function listAdminUsers({
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
}): Promise<AdminUserPage> {
  const where = matching(q);
  // The count and the page are independent: at once on PostgreSQL's pool.
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(user).where(where),
    db
      .select(columns)
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const quotas = await quotasOfUsers(
    db,
    rows.map((row) => row.id),
    now,
  );
  return {
    users: rows.map((row) => toAdminUser(row, quotas.get(row.id))),
    page,
    pageSize,
    total: total?.n ?? 0,
  };
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  const [row] = await db.select(columns).from(user).where(eq(user.id, id));
  if (!row) return null;
  return toAdminUser(row, (await quotasOfUsers(db, [id], new Date())).get(id));
}

function toAdminUser(row: UserRow, quota: UserQuota | undefined): AdminUser {
  const plan: Plan = quota?.plan ?? (isPlan(row.plan) ? row.plan : 'gratis');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    cpfMasked: row.cpf ? hideCpf(row.cpf) : null,
    plan,
    usage: { used: quota?.used ?? 0, limit: quota?.limit ?? 0 },
    emailVerified: row.emailVerified,
    // The session's rule (auth/session.ts): the admin role counts once the e-mail is verified.
    isSiteAdmin: row.role === 'admin' && row.emailVerified,
    banned: row.banned === true,
    banReason: row.banned ? (row.banReason ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
