import type { Profile, ProfileUpdate, profileUpdateSchema } from '@vetvoz/domain';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isSiteAdmin } from '../auth/session.ts';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { auditLog, session, user } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { FileStorage } from '../storage/storage.ts';
import { normalizeProfilePhoto } from './photo.ts';

type UserRow = typeof user.$inferSelect;

export const photoKey = (userId: string) => `profile_images/${userId}`;

export function toProfile(row: UserRow, config: AppConfigEnv): Profile {
  return {
    uid: row.id,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    phone: row.phone ?? '',
    crmv: row.crmv ?? '',
    cpf: row.cpf ?? '',
    birthDate: row.birthDate,
    role:
      row.professionalRole === 'veterinario' || row.professionalRole === 'estudante'
        ? row.professionalRole
        : null,
    plan: (['gratis', 'mensal', 'semestral', 'anual'] as const).find((plan) => plan === row.plan) ?? 'gratis',
    allowContact: row.allowContact,
    photoURL: row.image,
    createdAt: row.createdAt.toISOString(),
    isAdmin: isSiteAdmin({ email: row.email, role: row.role }, config),
    establishment: row.documentEstablishment ?? null,
  };
}

async function findUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getProfile({ db, config, userId }: { db: Db; config: AppConfigEnv; userId: string }) {
  return toProfile(await findUser(db, userId), config);
}

export async function updateProfile({
  db,
  config,
  userId,
  changes,
}: {
  db: Db;
  config: AppConfigEnv;
  userId: string;
  changes: z.output<typeof profileUpdateSchema>;
}): Promise<Profile> {
  const current = await findUser(db, userId);
  const { establishment, ...personal } = changes;
  const firstName = personal.firstName ?? current.firstName ?? '';
  const lastName = personal.lastName ?? current.lastName ?? '';
  const [row] = await db
    .update(user)
    .set({
      ...personal,
      // Absent leaves the saved establishment alone; null removes it.
      ...(establishment === undefined ? {} : { documentEstablishment: establishment }),
      name: `${firstName} ${lastName}`.trim() || current.name,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toProfile(row, config);
}

export async function setProfilePhoto({
  db,
  storage,
  userId,
  upload,
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
  upload: Buffer;
}): Promise<string> {
  const photo = await normalizeProfilePhoto(upload);
  await storage.put(photoKey(userId), photo, 'image/webp');
  // The version query makes browsers fetch the new photo instead of a cached one.
  const photoURL = `/api/profile/photo?v=${Date.now()}`;
  await db.update(user).set({ image: photoURL, updatedAt: new Date() }).where(eq(user.id, userId));
  return photoURL;
}

export async function removeProfilePhoto({
  db,
  storage,
  userId,
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
}) {
  await storage.delete(photoKey(userId));
  await db.update(user).set({ image: null, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** LGPD access right: everything stored about the user, as JSON. Grows with each capability. */
export async function exportUserData({
  db,
  config,
  userId,
}: {
  db: Db;
  config: AppConfigEnv;
  userId: string;
}) {
  const profile = toProfile(await findUser(db, userId), config);
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
  const actions = await db
    .select({ action: auditLog.action, target: auditLog.target, at: auditLog.at })
    .from(auditLog)
    .where(eq(auditLog.actorId, userId))
    .orderBy(desc(auditLog.at));
  return { exportedAt: new Date().toISOString(), profile, sessions, adminActions: actions };
}

export type { ProfileUpdate };
