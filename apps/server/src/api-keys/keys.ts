import { createHmac, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKeyScope,
  type ApiKeyView,
  type CreateApiKeyInput,
  type CreatedApiKey,
  isUnitAdminOrOwner,
  MAX_API_KEYS,
  TOO_MANY_API_KEYS_MESSAGE,
} from '@vetvoz/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { apiKey, auditLog, businessUnit, businessUnitMember, user } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';

/** Characters of the key kept to tell keys apart: the prefix and 6 of its 43 random ones. */
const HINT_LENGTH = API_KEY_PREFIX.length + 6;
/** A key's last use is written at most this often: a busy integration must not write on every call. */
const LAST_USED_EVERY_SECONDS = 60;

type ApiKeyRow = typeof apiKey.$inferSelect;

/**
 * The stored form of a key: an HMAC with the server secret. A copy of the database (a backup, a leak)
 * then lets nobody call the API, and the lookup stays one indexed equality.
 */
export function hashApiKey(secret: string, key: string): string {
  return createHmac('sha256', secret).update(`api-key:${key}`).digest('hex');
}

export function toApiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A fresh key value, what is stored of it (a keyed hash) and its hint. */
export function mintApiKey(secret: string): { key: string; keyHash: string; hint: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(secret, key), hint: key.slice(0, HINT_LENGTH) };
}

/** A new key for `userId`, shown once: 32 random bytes, base64url, after the recognisable prefix. */
export async function createApiKey({
  db,
  secret,
  userId,
  input,
}: {
  db: Db;
  secret: string;
  userId: string;
  input: { name: string; scopes: ApiKeyScope[] } | CreateApiKeyInput;
}): Promise<CreatedApiKey> {
  const { key, keyHash, hint } = mintApiKey(secret);
  const scopes = (input.scopes ?? ['read', 'write']) as ApiKeyScope[];
  return db.transaction(async (tx) => {
    // Serialises one person's creations, so two at once cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${userId}`}))`);
    const [active] = await tx
      .select({ n: count() })
      .from(apiKey)
      .where(and(eq(apiKey.userId, userId), isNull(apiKey.unitId), isNull(apiKey.revokedAt)));
    if ((active?.n ?? 0) >= MAX_API_KEYS) throw new AppError('CONFLICT', TOO_MANY_API_KEYS_MESSAGE);
    const [row] = await tx
      .insert(apiKey)
      .values({ userId, name: input.name, keyHash, hint, scopes })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    await tx.insert(auditLog).values({
      actorId: userId,
      action: 'api-key.create',
      target: `api-key:${row.id}`,
      details: { scopes },
    });
    return { ...toApiKeyView(row), key };
  });
}

/** The vet's own keys (a unit's keys are listed with the unit, api-keys/unit-keys.ts). */
export async function listApiKeys({ db, userId }: { db: Db; userId: string }): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.userId, userId), isNull(apiKey.unitId), isNull(apiKey.revokedAt)))
    .orderBy(desc(apiKey.createdAt));
  return rows.map(toApiKeyView);
}

/**
 * Revokes one of the caller's own keys; another person's, a unit's (revoked with the unit), a revoked one
 * or a made-up id are all 404.
 */
export async function revokeApiKey({
  db,
  userId,
  id,
}: {
  db: Db;
  userId: string;
  id: string;
}): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const revoked = await db
    .update(apiKey)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKey.id, id), eq(apiKey.userId, userId), isNull(apiKey.unitId), isNull(apiKey.revokedAt)))
    .returning({ id: apiKey.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND');
  await db.insert(auditLog).values({ actorId: userId, action: 'api-key.revoke', target: `api-key:${id}` });
}

/** A live key, its owner, and for a unit key whether the owner still manages that unit. */
export interface LiveApiKey {
  key: ApiKeyRow;
  owner: typeof user.$inferSelect;
  /** Null for a vet's own key; false once the vet left the unit or is no longer its owner or an admin. */
  managesUnit: boolean | null;
}

/**
 * The live key a presented value hashes to, with its owner and (for a unit key) the owner's standing in
 * the unit, in one read; or null (unknown, revoked, malformed: all the same). Whether the standing is
 * enough is decided by the domain's unit rules, never re-coded here.
 */
export async function findLiveApiKey(db: Db, secret: string, presented: string): Promise<LiveApiKey | null> {
  if (!presented.startsWith(API_KEY_PREFIX) || presented.length > 200) return null;
  const [row] = await db
    .select({ key: apiKey, owner: user, unitOwnerId: businessUnit.ownerId, record: businessUnitMember })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.userId))
    .leftJoin(businessUnit, eq(businessUnit.id, apiKey.unitId))
    .leftJoin(
      businessUnitMember,
      and(eq(businessUnitMember.unitId, apiKey.unitId), eq(businessUnitMember.userId, apiKey.userId)),
    )
    .where(and(eq(apiKey.keyHash, hashApiKey(secret, presented)), isNull(apiKey.revokedAt)));
  if (!row) return null;
  const { key, owner, unitOwnerId, record } = row;
  if (!key.unitId) return { key, owner, managesUnit: null };
  const managesUnit =
    unitOwnerId !== null &&
    isUnitAdminOrOwner({
      unit: { id: key.unitId, ownerID: unitOwnerId },
      userId: key.userId,
      memberRecord: record ? { userID: record.userId, role: record.role, status: record.status } : null,
    });
  return { key, owner, managesUnit };
}

/** When this process last wrote each key's use: within the minute no query is sent at all. */
const touchedAt = new Map<string, number>();

/** Notes the key's use, at most once a minute, without making the caller wait. */
export function touchApiKey(db: Db, id: string, onError: (error: unknown) => void): void {
  const now = Date.now();
  if (now - (touchedAt.get(id) ?? 0) < LAST_USED_EVERY_SECONDS * 1000) return;
  if (touchedAt.size > 10_000) touchedAt.clear();
  touchedAt.set(id, now);
  // The row's own condition still holds across processes: each writes at most once a minute.
  void db
    .update(apiKey)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKey.id, id),
        sql`(${apiKey.lastUsedAt} is null or ${apiKey.lastUsedAt} < now() - make_interval(secs => ${LAST_USED_EVERY_SECONDS}))`,
      ),
    )
    .catch(onError);
}
