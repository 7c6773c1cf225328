import {
  canManageUnitRole,
  type InvitableUnitRole,
  type InviteMemberResult,
  invitationLinkPath,
  ONLY_OWNER_MANAGES_ADMINS_MESSAGE,
} from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog, businessUnitInvitation, businessUnitMember, user } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { requireUnitManager, type UnitAccess } from './access.ts';
import { newInvitationToken } from './invitation-links.ts';
import { invitationMail } from './invitation-mail.ts';
import { invitationsOf } from './read-units.ts';
import { failure, refuse } from './unit-failures.ts';

export const ALREADY_MEMBER_MESSAGE = 'Esta pessoa já faz parte da unidade ou já foi convidada.';
export const INVITE_NEEDS_VERIFIED_EMAIL_MESSAGE =
  'Confirme seu e-mail para convidar pessoas para a unidade.';

/**
 * Invitations sent: per account (every unit it manages together) and per unit (every manager together).
 * Enough to bring a clinic's team in over a day; not a mail relay (docs/decisions/035).
 */
export const INVITATION_LIMITS = {
  perAccount: { limit: 30, windowSeconds: 3600 },
  perAccountDaily: { limit: 100, windowSeconds: 24 * 3600 },
  perUnit: { limit: 20, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

interface Inviter {
  id: string;
  name: string;
  emailVerified: boolean;
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
 * Invites an e-mail as admin (the owner) or member (the owner and active admins), with a confirmed e-mail. Every address
 * gets the same invitation row and the same answer — whether it has an account is never told to the
 * inviter; the person becomes a member when they accept, signed in with that address, confirmed. The
 * pt-BR e-mail goes out; a mail failure is logged and answered as `emailSent: false`.
 */
export async function inviteMember(
  deps: InviteDeps,
  {
    actor,
    unitId,
    email: asked,
    role,
  }: { actor: Inviter; unitId: string; email: string; role: InvitableUnitRole },
): Promise<InviteMemberResult> {
  const { db, log } = deps;
  const access = await requireUnitManager(db, unitId, actor.id, failure('addMemberFailed'));
  if (!canManageUnitRole(access, role))
    throw refuse('FORBIDDEN', 'addMemberFailed', ONLY_OWNER_MANAGES_ADMINS_MESSAGE);
  if (!actor.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', INVITE_NEEDS_VERIFIED_EMAIL_MESSAGE);
  await consumeRateLimit({ db, key: `unit-invite:user:${actor.id}`, rule: INVITATION_LIMITS.perAccount });
  await consumeRateLimit({
    db,
    key: `unit-invite-day:user:${actor.id}`,
    rule: INVITATION_LIMITS.perAccountDaily,
  });
  await consumeRateLimit({ db, key: `unit-invite:unit:${unitId}`, rule: INVITATION_LIMITS.perUnit });
  const email = asked.trim().toLowerCase();
  const [account] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email));
  const { token, tokenHash, tokenExpiresAt } = newInvitationToken();
  let invitationId: string;
  try {
    invitationId = await db.transaction(async (tx) => {
      // Someone already in the unit: the manager sees them in the member list, so saying so tells nothing new.
      const [existing] = account
        ? await tx
            .select({ userId: businessUnitMember.userId })
            .from(businessUnitMember)
            .where(and(eq(businessUnitMember.unitId, unitId), eq(businessUnitMember.userId, account.id)))
        : [];
      if (existing) throw refuse('CONFLICT', 'addMemberFailed', ALREADY_MEMBER_MESSAGE);
      const [invitation] = await tx
        .insert(businessUnitInvitation)
        .values({ unitId, email, role, invitedBy: actor.id, tokenHash, tokenExpiresAt })
        .returning({ id: businessUnitInvitation.id });
      if (!invitation) throw new Error('the invitation insert returned no row');
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: 'business-unit.invite',
        target: `business-unit:${unitId}`,
        details: { role, invitationId: invitation.id },
      });
      return invitation.id;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error)) throw refuse('CONFLICT', 'addMemberFailed', ALREADY_MEMBER_MESSAGE);
    log.error({ err: error, unitId }, 'inviting a business unit member failed');
    throw new AppError('INTERNAL', failure('addMemberFailed').message, {
      cause: error,
      shownDetails: failure('addMemberFailed').details,
    });
  }
  const invitation = (await invitationsOf(db, [unitId])).find((item) => item.id === invitationId);
  if (!invitation) throw new AppError('NOT_FOUND');
  const emailSent = await sendInvitation(deps, access, {
    email,
    role,
    inviterName: actor.name,
    hasAccount: Boolean(account),
    link: `${deps.publicUrl}${invitationLinkPath(token, email)}`,
  });
  // The bell tells only a confirmed holder of the address; anyone else learns of it after confirming.
  if (account?.emailVerified && deps.notifyInvited) {
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
  return { invitation, emailSent };
}

async function sendInvitation(
  { mailer, log }: InviteDeps,
  access: UnitAccess,
  options: { email: string; role: InvitableUnitRole; inviterName: string; hasAccount: boolean; link: string },
): Promise<boolean> {
  try {
    await mailer.send(
      invitationMail({
        to: options.email,
        unitName: access.unit.name,
        inviterName: options.inviterName,
        role: options.role,
        link: options.link,
        hasAccount: options.hasAccount,
      }),
    );
    return true;
  } catch (error) {
    log.warn({ err: error, unitId: access.unit.id }, 'the business unit invitation e-mail failed');
    return false;
  }
}
