import {
  canManageUnitRole,
  type InvitableUnitRole,
  ONLY_OWNER_MANAGES_ADMINS_MESSAGE,
  type UnitDetail,
} from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import { revokeUnitApiKeysOf } from '../api-keys/unit-keys.ts';
import type { Db } from '../db/database.ts';
import { auditLog, businessUnitInvitation, businessUnitMember } from '../db/schema/index.ts';
import { isUuid } from '../http/uuid.ts';
import { requireUnitManager, type UnitAccess } from './access.ts';
import { unitDetail } from './read-units.ts';
import { failure, refuse } from './unit-failures.ts';

export const OWNER_ROLE_FIXED_MESSAGE = 'O papel do proprietário da unidade não pode ser alterado.';
export const OWNER_NOT_REMOVABLE_MESSAGE = 'O proprietário não pode ser removido da unidade.';

interface Actor {
  id: string;
  name: string;
}

/** The target's record, and whether it is the owner's (docs/product-rules.md §6: by ownerID or role owner). */
async function targetOf(db: Db, access: UnitAccess, userId: string) {
  const [record] = await db
    .select()
    .from(businessUnitMember)
    .where(and(eq(businessUnitMember.unitId, access.unit.id), eq(businessUnitMember.userId, userId)));
  const isOwner = access.unit.ownerId === userId || record?.role === 'owner';
  return { record, isOwner };
}

/**
 * Changes a member's role to admin or member: the owner for anyone, an active admin only between members
 * (docs/decisions/035); the owner's role never changes.
 */
export async function updateMemberRole(
  db: Db,
  { actor, unitId, userId, role }: { actor: Actor; unitId: string; userId: string; role: InvitableUnitRole },
): Promise<UnitDetail> {
  const access = await requireUnitManager(db, unitId, actor.id, failure('updateMemberFailed'));
  const target = await targetOf(db, access, userId);
  if (target.isOwner) throw refuse('FORBIDDEN', 'updateMemberFailed', OWNER_ROLE_FIXED_MESSAGE);
  if (!target.record) throw refuse('NOT_FOUND', 'updateMemberFailed');
  if (!canManageUnitRole(access, target.record.role) || !canManageUnitRole(access, role))
    throw refuse('FORBIDDEN', 'updateMemberFailed', ONLY_OWNER_MANAGES_ADMINS_MESSAGE);
  await db.transaction(async (tx) => {
    await tx
      .update(businessUnitMember)
      .set({ role })
      .where(and(eq(businessUnitMember.unitId, unitId), eq(businessUnitMember.userId, userId)));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'business-unit.member-role',
      target: `business-unit:${unitId}`,
      details: { userId, from: target.record?.role ?? null, to: role },
    });
    // A plain member manages no keys: the unit keys they made as an admin stop for good.
    if (role === 'member')
      await revokeUnitApiKeysOf(tx, { unitId, userId, actorId: actor.id, reason: 'member-role' });
  });
  return unitDetail(db, access);
}

/**
 * Removes a member or a pending one (the owner anyone, an active admin members only); the owner is never
 * removed. Their
 * consultations stay theirs, and what they counted stays counted in the unit's periods.
 */
export async function removeMember(
  db: Db,
  { actor, unitId, userId }: { actor: Actor; unitId: string; userId: string },
): Promise<void> {
  const access = await requireUnitManager(db, unitId, actor.id, failure('removeMemberFailed'));
  const target = await targetOf(db, access, userId);
  if (target.isOwner) throw refuse('FORBIDDEN', 'removeMemberFailed', OWNER_NOT_REMOVABLE_MESSAGE);
  if (!target.record) throw refuse('NOT_FOUND', 'removeMemberFailed');
  if (!canManageUnitRole(access, target.record.role))
    throw refuse('FORBIDDEN', 'removeMemberFailed', ONLY_OWNER_MANAGES_ADMINS_MESSAGE);
  await db.transaction(async (tx) => {
    await tx
      .delete(businessUnitMember)
      .where(and(eq(businessUnitMember.unitId, unitId), eq(businessUnitMember.userId, userId)));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'business-unit.member-remove',
      target: `business-unit:${unitId}`,
      details: { userId, role: target.record?.role ?? null, status: target.record?.status ?? null },
    });
    await revokeUnitApiKeysOf(tx, { unitId, userId, actorId: actor.id, reason: 'member-remove' });
  });
}

/** Withdraws an invitation (the owner any, an active admin those of members). */
export async function cancelInvitation(
  db: Db,
  { actor, unitId, invitationId }: { actor: Actor; unitId: string; invitationId: string },
): Promise<void> {
  const access = await requireUnitManager(db, unitId, actor.id, failure('removeMemberFailed'));
  const deleted = isUuid(invitationId)
    ? await db.transaction(async (tx) => {
        const [invitation] = await tx
          .select({ role: businessUnitInvitation.role })
          .from(businessUnitInvitation)
          .where(and(eq(businessUnitInvitation.unitId, unitId), eq(businessUnitInvitation.id, invitationId)));
        if (invitation && !canManageUnitRole(access, invitation.role))
          throw refuse('FORBIDDEN', 'removeMemberFailed', ONLY_OWNER_MANAGES_ADMINS_MESSAGE);
        const rows = await tx
          .delete(businessUnitInvitation)
          .where(and(eq(businessUnitInvitation.unitId, unitId), eq(businessUnitInvitation.id, invitationId)))
          .returning({ id: businessUnitInvitation.id });
        if (rows.length > 0) {
          await tx.insert(auditLog).values({
            actorId: actor.id,
            action: 'business-unit.invitation-cancel',
            target: `business-unit:${unitId}`,
            details: { invitationId },
          });
        }
        return rows;
      })
    : [];
  if (deleted.length === 0) throw refuse('NOT_FOUND', 'removeMemberFailed');
}
