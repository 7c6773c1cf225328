import type { AdminUser } from '@vetvoz/domain';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { findAdminUser } from './list-users.ts';

const NOT_FOUND_MESSAGE = 'Usuário não encontrado.';
const SELF_BAN_MESSAGE = 'Você não pode suspender a sua própria conta.';

interface BanOptions {
  db: Db;
  auth: Auth;
  /** The site admin's request headers: better-auth's admin API checks that session itself too. */
  headers: Headers;
  actorId: string;
  userId: string;
  reason: string;
}

/**
 * Suspends an account through better-auth's admin plugin, which marks it banned (sign-in then refused)
 * and ends its sessions; the reason is kept on the account and, with who did it, in the audit log.
 */
export async function banUser({
  db,
  auth,
  headers,
  actorId,
  userId,
  reason,
}: BanOptions): Promise<AdminUser> {
  if (userId === actorId) throw new AppError('CONFLICT', SELF_BAN_MESSAGE);
  await requireUser(db, userId);
  await auth.api.banUser({ body: { userId, banReason: reason }, headers });
  await db
    .insert(auditLog)
    .values({ actorId, action: 'admin.user.ban', target: `user:${userId}`, details: { reason } });
  return requireUser(db, userId);
}

/** Lifts a suspension (better-auth's unbanUser); the reason goes to the audit log. */
export async function unbanUser({
  db,
  auth,
  headers,
  actorId,
  userId,
  reason,
}: BanOptions): Promise<AdminUser> {
  await requireUser(db, userId);
  await auth.api.unbanUser({ body: { userId }, headers });
  await db
    .insert(auditLog)
    .values({ actorId, action: 'admin.user.unban', target: `user:${userId}`, details: { reason } });
  return requireUser(db, userId);
}

async function requireUser(db: Db, userId: string): Promise<AdminUser> {
  const found = await findAdminUser(db, userId);
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return found;
}
