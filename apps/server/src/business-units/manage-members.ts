import {
  BUSINESS_UNIT_ERROR_TEXTS,
  BUSINESS_UNIT_ERRORS,
  type InvitableUnitRole,
  type InviteMemberResult,
  type UnitDetail,
} from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog, businessUnitInvitation, businessUnitMember, user } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { consumeRateLimit } from '../rate-limit/rate-limit.ts';
import { requireUnitManager, type UnitAccess } from './access.ts';
import { invitationLink, invitationMail } from './invitation-mail.ts';
import { invitationsOf, unitDetail } from './read-units.ts';

/** docs/product-rules.md §8's failure of each write, with the pt-BR words beside it (decision 024). */
const failure = (key: 'addMemberFailed' | 'updateMemberFailed' | 'removeMemberFailed') => ({
  message: BUSINESS_UNIT_ERROR_TEXTS[key],
  details: BUSINESS_UNIT_ERRORS[key],
});
const refuse = (
  code: 'CONFLICT' | 'FORBIDDEN' | 'NOT_FOUND',
  key: Parameters<typeof failure>[0],
  message?: string,
) => new AppError(code, message ?? failure(key).message, { shownDetails: failure(key).details });

export const ALREADY_MEMBER_MESSAGE = 'Esta pessoa já faz parte da unidade ou já foi convidada.';
export const OWNER_ROLE_FIXED_MESSAGE = 'O papel do proprietário da unidade não pode ser alterado.';
export const OWNER_NOT_REMOVABLE_MESSAGE = 'O proprietário não pode ser removido da unidade.';
/** Invitations one person may send per hour: enough for a clinic's team, not for a spam run. */
export const INVITES_PER_HOUR = 50;

interface Actor {
  id: string;
  name: string;
}

/** What the in-app notice of an invitation says: who invited whom, to which unit, as what. */
export interface InAppInvitation {
  userId: string;
  unitId: string;
  unitName: string;
  inviterName: string;
  role: InvitableUnitRole;
}

export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** Tells the invited person inside the app too (product notifications), beside the e-mail. */
  notifyInvited?: (invitation: InAppInvitation) => Promise<void>;
}

/**
 * Invites an e-mail as admin or member (owner and active admins). An existing account gets a pending member
 * record; an address without one gets an invitation, made a member when that person signs up and accepts.
 * Either way the pt-BR e-mail goes out; a mail failure is logged and answered as `emailSent: false`.
 */
export async function inviteMember(
  deps: InviteDeps,
  {
    actor,
    unitId,
    email: asked,
    role,
  }: { actor: Actor; unitId: string; email: string; role: InvitableUnitRole },
): Promise<InviteMemberResult> {
  const { db, log } = deps;
  const access = await requireUnitManager(db, unitId, actor.id, failure('addMemberFailed'));
  await consumeRateLimit({
    db,
    key: `unit-invite:user:${actor.id}`,
    rule: { limit: INVITES_PER_HOUR, windowSeconds: 3600 },
  });
  const email = asked.trim().toLowerCase();
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email));
  let result: InviteMemberResult;
  try {
    result = await db.transaction(async (tx) => {
      const [invitation] = account
        ? []
        : await tx
            .insert(businessUnitInvitation)
            .values({ unitId, email, role, invitedBy: actor.id })
            .returning();
      const [member] = account
        ? await tx
            .insert(businessUnitMember)
            .values({
              unitId,
              userId: account.id,
              role,
              status: 'pending',
              email,
              name: account.name,
              invitedBy: actor.id,
            })
            .returning()
        : [];
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: 'business-unit.invite',
        target: `business-unit:${unitId}`,
        details: { role, invitedUserId: account?.id ?? null, invitationId: invitation?.id ?? null },
      });
      return {
        member: member
          ? {
              userID: member.userId,
              role: member.role,
              email: member.email,
              name: member.name,
              joinedAt: member.joinedAt.toISOString(),
              status: member.status,
            }
          : null,
        invitation: invitation
          ? ((await invitationsOf(tx, [unitId])).find((item) => item.id === invitation.id) ?? null)
          : null,
        emailSent: false,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('CONFLICT', 'addMemberFailed', ALREADY_MEMBER_MESSAGE);
    log.error({ err: error, unitId }, 'inviting a business unit member failed');
    throw new AppError('INTERNAL', failure('addMemberFailed').message, {
      cause: error,
      shownDetails: failure('addMemberFailed').details,
    });
  }
  result.emailSent = await sendInvitation(deps, access, {
    email,
    role,
    inviterName: actor.name,
    hasAccount: Boolean(account),
  });
  if (account && deps.notifyInvited) {
    await deps
      .notifyInvited({
        userId: account.id,
        unitId,
        unitName: access.unit.name,
        inviterName: actor.name,
        role,
      })
      .catch((error: unknown) => log.warn({ err: error, unitId }, 'the in-app invitation notice failed'));
  }
  return result;
}

async function sendInvitation(
  { mailer, log, publicUrl }: InviteDeps,
  access: UnitAccess,
  options: { email: string; role: InvitableUnitRole; inviterName: string; hasAccount: boolean },
): Promise<boolean> {
  try {
    await mailer.send(
      invitationMail({
        to: options.email,
        unitName: access.unit.name,
        inviterName: options.inviterName,
        role: options.role,
        link: invitationLink(publicUrl, access.unit.id),
        hasAccount: options.hasAccount,
      }),
    );
    return true;
  } catch (error) {
    log.warn({ err: error, unitId: access.unit.id }, 'the business unit invitation e-mail failed');
    return false;
  }
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

/** Changes a member's role to admin or member (owner and active admins); the owner's role never changes. */
export async function updateMemberRole(
  db: Db,
  { actor, unitId, userId, role }: { actor: Actor; unitId: string; userId: string; role: InvitableUnitRole },
): Promise<UnitDetail> {
  const access = await requireUnitManager(db, unitId, actor.id, failure('updateMemberFailed'));
  const target = await targetOf(db, access, userId);
  if (target.isOwner) throw refuse('FORBIDDEN', 'updateMemberFailed', OWNER_ROLE_FIXED_MESSAGE);
  if (!target.record) throw refuse('NOT_FOUND', 'updateMemberFailed');
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
  });
  return unitDetail(db, access);
}

/**
 * Removes a member or a pending one (owner and active admins); the owner is never removed. Their
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
  });
}

/** Withdraws an invitation to an address without an account (owner and active admins). */
export async function cancelInvitation(
  db: Db,
  { actor, unitId, invitationId }: { actor: Actor; unitId: string; invitationId: string },
): Promise<void> {
  await requireUnitManager(db, unitId, actor.id, failure('removeMemberFailed'));
  const deleted = isUuid(invitationId)
    ? await db.transaction(async (tx) => {
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
