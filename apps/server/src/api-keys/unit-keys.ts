import {
  type ApiKeyScope,
  type CreateApiKeyInput,
  type CreatedUnitApiKey,
  MAX_UNIT_API_KEYS,
  TOO_MANY_UNIT_API_KEYS_MESSAGE,
  type UnitApiKeyView,
} from '@vetvoz/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Queryable } from '../db/queryable.ts';
import { apiKey, auditLog, user } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { mintApiKey, toApiKeyView } from './keys.ts';

/**
 * A business unit's API keys (docs/decisions/053-unit-api-keys.md). Who may manage them (the unit's owner
 * and active admins) is checked by the business-units routes before these run; whether a key still works
 * is checked at every call (bearer.ts), so a key never outlives its creator's standing in the unit.
 */

/** A new key of `unitId` acting through `userId`, shown once; at most MAX_UNIT_API_KEYS live per unit. */
export async function createUnitApiKey({
  db,
  secret,
  unitId,
  creator,
  input,
}: {
  db: Db;
  secret: string;
  unitId: string;
  creator: { id: string; name: string };
  input: { name: string; scopes: ApiKeyScope[] } | CreateApiKeyInput;
}): Promise<CreatedUnitApiKey> {
  const { key, keyHash, hint } = mintApiKey(secret);
  const scopes = (input.scopes ?? ['read', 'write']) as ApiKeyScope[];
  return db.transaction(async (tx) => {
    // Serialises the unit's creations, so two managers at once cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-api-keys:${unitId}`}))`);
    const [active] = await tx
      .select({ n: count() })
      .from(apiKey)
      .where(and(eq(apiKey.unitId, unitId), isNull(apiKey.revokedAt)));
    if ((active?.n ?? 0) >= MAX_UNIT_API_KEYS) throw new AppError('CONFLICT', TOO_MANY_UNIT_API_KEYS_MESSAGE);
    const [row] = await tx
      .insert(apiKey)
      .values({ userId: creator.id, unitId, name: input.name, keyHash, hint, scopes })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    await tx.insert(auditLog).values({
      actorId: creator.id,
      action: 'api-key.create',
      target: `api-key:${row.id}`,
      details: { scopes, unitId },
    });
    return { ...toApiKeyView(row), createdBy: { id: creator.id, name: creator.name }, key };
  });
}

/** The unit's live keys, newest first, each with the vet it acts through. */
export async function listUnitApiKeys({ db, unitId }: { db: Db; unitId: string }): Promise<UnitApiKeyView[]> {
  const rows = await db
    .select({ key: apiKey, creatorName: user.name })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.userId))
    .where(and(eq(apiKey.unitId, unitId), isNull(apiKey.revokedAt)))
    .orderBy(desc(apiKey.createdAt));
  return rows.map(({ key, creatorName }) => ({
    ...toApiKeyView(key),
    createdBy: { id: key.userId, name: creatorName },
  }));
}

/** Revokes one of the unit's live keys (any manager may revoke any); another unit's or a made-up id is 404. */
export async function revokeUnitApiKey({
  db,
  unitId,
  keyId,
  actorId,
}: {
  db: Db;
  unitId: string;
  keyId: string;
  actorId: string;
}): Promise<void> {
  if (!isUuid(keyId)) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(apiKey)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKey.id, keyId), eq(apiKey.unitId, unitId), isNull(apiKey.revokedAt)))
      .returning({ id: apiKey.id });
    if (revoked.length === 0) throw new AppError('NOT_FOUND');
    await tx
      .insert(auditLog)
      .values({ actorId, action: 'api-key.revoke', target: `api-key:${keyId}`, details: { unitId } });
  });
}

/**
 * Revokes the unit keys `userId` created in `unitId`, in the caller's transaction: they left the unit,
 * were removed or stopped being an admin. The call-time check already refuses such keys; revoking them
 * too means a later promotion does not bring an old key back to life.
 */
export async function revokeUnitApiKeysOf(
  tx: Queryable<'update' | 'insert'>,
  { unitId, userId, actorId, reason }: { unitId: string; userId: string; actorId: string; reason: string },
): Promise<void> {
  const revoked = await tx
    .update(apiKey)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKey.unitId, unitId), eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
    .returning({ id: apiKey.id });
  if (revoked.length === 0) return;
  await tx.insert(auditLog).values(
    revoked.map(({ id }) => ({
      actorId,
      action: 'api-key.revoke',
      target: `api-key:${id}`,
      details: { unitId, reason },
    })),
  );
}
