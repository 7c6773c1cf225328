import { isUnitAdminOrOwner, isUnitOwner, type MemberRecordLike, membershipOf } from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { businessUnit, businessUnitMember } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';

export type UnitRow = typeof businessUnit.$inferSelect;
export type MemberRow = typeof businessUnitMember.$inferSelect;

/** A unit and the caller's place in it, decided by docs/product-rules.md §6's rules in the domain (never re-coded here). */
export interface UnitAccess {
  unit: UnitRow;
  record: MemberRow | null;
  isOwner: boolean;
  /** Owner, or active admin: manages members, reads usage and the dashboard, sees unit consultations. */
  canManage: boolean;
  /** Any member record or the owner id, active or pending. */
  isMember: boolean;
  isActive: boolean;
}

function asRecord(row: MemberRow | null): MemberRecordLike | null {
  return row ? { userID: row.userId, role: row.role, status: row.status } : null;
}

export function accessOf(unit: UnitRow, record: MemberRow | null, userId: string): UnitAccess {
  const query = { unit: { id: unit.id, ownerID: unit.ownerId }, userId, memberRecord: asRecord(record) };
  const membership = membershipOf(query);
  return {
    unit,
    record,
    isOwner: isUnitOwner(query),
    canManage: isUnitAdminOrOwner(query),
    isMember: membership.isMember,
    isActive: membership.isMember && membership.status === 'active',
  };
}

/**
 * The unit `id` as the caller stands in it, or null when it does not exist or the caller has no record in it
 * (docs/product-rules.md §8: a read that fails is "not a member", never an error that tells the unit exists).
 */
export async function findUnitAccess(
  db: Queryable<'select'>,
  unitId: string,
  userId: string,
): Promise<UnitAccess | null> {
  if (!isUuid(unitId)) return null;
  const [row] = await db
    .select({ unit: businessUnit, record: businessUnitMember })
    .from(businessUnit)
    .leftJoin(
      businessUnitMember,
      and(eq(businessUnitMember.unitId, businessUnit.id), eq(businessUnitMember.userId, userId)),
    )
    .where(eq(businessUnit.id, unitId));
  if (!row) return null;
  const access = accessOf(row.unit, row.record, userId);
  return access.isMember ? access : null;
}

/** The caller's unit: 404 when not a member of it (pending counts), as if it did not exist. */
export async function requireUnitAccess(db: Queryable<'select'>, unitId: string, userId: string) {
  const access = await findUnitAccess(db, unitId, userId);
  if (!access) throw new AppError('NOT_FOUND');
  return access;
}

/** The owner or an active admin; other members are refused (403), strangers get 404. */
export async function requireUnitManager(
  db: Queryable<'select'>,
  unitId: string,
  userId: string,
  failure?: { message: string; details: string },
) {
  const access = await requireUnitAccess(db, unitId, userId);
  if (!access.canManage) {
    throw new AppError('FORBIDDEN', failure?.message, { shownDetails: failure?.details });
  }
  return access;
}
