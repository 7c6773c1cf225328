import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ApiKeyContext } from '../api-keys/bearer.ts';
import type { Db } from '../db/database.ts';
import { consultation, document } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';

/**
 * What a key may reach, on top of what its vet may (the app's visibility, applied by every service).
 * A vet's own key: everything its vet sees. A unit key: only its creator's consultations of its unit —
 * the ones it can write in — never a colleague's nor another unit's, so it never reads, or issues a
 * document of, a consultation its creator did not author (docs/decisions/053-unit-api-keys.md).
 * Outside the reach is 404, as a consultation that does not exist.
 */
export function keyReach(key: ApiKeyContext | undefined, user: { id: string }): SQL {
  if (!key?.unitId) return sql`true`;
  return and(eq(consultation.unitId, key.unitId), eq(consultation.ownerId, user.id)) as SQL;
}

export async function assertConsultationInReach(
  db: Db,
  key: ApiKeyContext | undefined,
  user: { id: string },
  id: string,
): Promise<void> {
  if (!key?.unitId) return;
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ id: consultation.id })
    .from(consultation)
    .where(and(eq(consultation.id, id), keyReach(key, user)));
  if (!row) throw new AppError('NOT_FOUND');
}

export async function assertDocumentInReach(
  db: Db,
  key: ApiKeyContext | undefined,
  user: { id: string },
  id: string,
): Promise<void> {
  if (!key?.unitId) return;
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ id: document.id })
    .from(document)
    .innerJoin(consultation, eq(consultation.id, document.consultationId))
    .where(and(eq(document.id, id), keyReach(key, user)));
  if (!row) throw new AppError('NOT_FOUND');
}
