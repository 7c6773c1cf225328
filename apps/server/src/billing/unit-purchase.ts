import { isUnitOwner } from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { businessUnit, businessUnitMember } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import type { Logger } from '../logging/logger.ts';

export const ONLY_OWNER_BUYS_MESSAGE = 'Só o proprietário da unidade pode assinar um plano para ela.';

/**
 * Whether the user owns the unit, by the domain's rule (docs/product-rules.md §6). Read here rather than
 * through business-units, which builds on billing (a unit's quota is its plan's), so the two never import
 * each other.
 */
async function ownsUnit(db: Queryable<'select'>, unitId: string, userId: string): Promise<boolean> {
  if (!isUuid(unitId)) return false;
  const [row] = await db
    .select({
      ownerId: businessUnit.ownerId,
      role: businessUnitMember.role,
      status: businessUnitMember.status,
    })
    .from(businessUnit)
    .leftJoin(
      businessUnitMember,
      and(eq(businessUnitMember.unitId, businessUnit.id), eq(businessUnitMember.userId, userId)),
    )
    .where(eq(businessUnit.id, unitId));
  if (!row) return false;
  const memberRecord = row.role && row.status ? { userID: userId, role: row.role, status: row.status } : null;
  return isUnitOwner({ unit: { id: unitId, ownerID: row.ownerId }, userId, memberRecord });
}

/** Before a checkout for a unit: only its owner buys its plan (decision 024); anyone else is refused. */
export async function assertUnitBuyer(
  db: Queryable<'select'>,
  userId: string,
  unitId: string,
): Promise<void> {
  // A unit one is not in is refused the same way: the answer does not tell it exists.
  if (!(await ownsUnit(db, unitId, userId))) throw new AppError('FORBIDDEN', ONLY_OWNER_BUYS_MESSAGE);
}

/**
 * The unit a confirmed checkout pays for: the one its client reference names, if the payer owns it. A
 * reference naming someone else's unit (or one deleted since) is logged and the plan becomes the payer's
 * own, so money paid is never lost nor credited to a unit the payer does not own.
 */
export async function unitPaidFor(
  db: Queryable<'select'>,
  { userId, unitId }: { userId: string; unitId?: string | null },
  log?: Logger,
): Promise<string | null> {
  if (!unitId) return null;
  if (await ownsUnit(db, unitId, userId)) return unitId;
  log?.warn({ unitId }, 'checkout for a business unit the payer does not own: credited to the payer');
  return null;
}
