import { createHash } from 'node:crypto';
import {
  isPlan,
  PAID_PLANS,
  type PaidPlan,
  type Plan,
  type Profile,
  type ProfileUpdate,
  type profileUpdateSchema,
} from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isSiteAdmin } from '../auth/session.ts';
import { quotaFor } from '../billing/index.ts';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { user } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { FileStorage } from '../storage/storage.ts';
import { normalizeProfilePhoto } from './photo.ts';

type UserRow = typeof user.$inferSelect;

export const photoKey = (userId: string) => `profile_images/${userId}`;
export const PROFILE_PHOTO_URL = '/api/profile/photo';

/** The first 16 hex digits of the photo's SHA-256: its version in the URL. */
export function photoVersion(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** What billing says of a user: the plan in force (a confirmed subscription, else the trial) and the quota. */
interface Billing {
  plan: Plan;
  consultations: Profile['consultations'];
}

/** The paid plan picked at sign-up (`user.plan`), which stays an intent until billing confirms it. */
function planIntentOf(row: UserRow, planInForce: Plan): PaidPlan | null {
  const chosen = isPlan(row.plan) ? row.plan : 'gratis';
  return chosen !== planInForce && (PAID_PLANS as readonly string[]).includes(chosen)
    ? (chosen as PaidPlan)
    : null;
}

/** Consultations counted as the quota gate counts them (billing/subscriptions.ts). */
async function billingOf(db: Db, userId: string): Promise<Billing> {
  const { row, decision } = await quotaFor(db, userId);
  const confirmed = row && row.status !== 'canceled' ? row.plan : 'gratis';
  return {
    plan: confirmed,
    consultations: { used: decision.used, limit: decision.limit, remaining: decision.remaining },
  };
}

export function toProfile(row: UserRow, config: AppConfigEnv, { plan, consultations }: Billing): Profile {
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
    plan,
    planIntent: planIntentOf(row, plan),
    consultations,
    allowContact: row.allowContact,
    photoURL: row.image,
    createdAt: row.createdAt.toISOString(),
    isAdmin: isSiteAdmin({ email: row.email, role: row.role, emailVerified: row.emailVerified }, config),
    establishment: row.documentEstablishment ?? null,
  };
}

async function findUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getProfile({ db, config, userId }: { db: Db; config: AppConfigEnv; userId: string }) {
  return toProfile(await findUser(db, userId), config, await billingOf(db, userId));
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
  return toProfile(row, config, await billingOf(db, userId));
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
  // The version names the content: a new photo gets a new URL, so no browser shows a stale one.
  const photoURL = `${PROFILE_PHOTO_URL}?v=${photoVersion(photo)}`;
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

export type { ProfileUpdate };
