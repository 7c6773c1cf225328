import type { MyUnitInvitation, MyUnitInvitationList, UnitSummary } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import { revokeUnitApiKeysOf } from '../api-keys/unit-keys.ts';
import type { Db } from '../db/database.ts';
import {
  auditLog,
  businessUnit,
  businessUnitInvitation,
  businessUnitMember,
  user,
} from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { accessOf, findUnitAccess } from './access.ts';
import { summaryOf } from './read-units.ts';

export const ACCEPT_NEEDS_VERIFIED_EMAIL_MESSAGE = 'Confirme seu e-mail para aceitar o convite da unidade.';
export const OWNER_CANNOT_LEAVE_MESSAGE = 'O proprietário não pode sair da própria unidade.';
export const DECLINE_NEEDS_VERIFIED_EMAIL_MESSAGE = 'Confirme seu e-mail para recusar o convite da unidade.';

interface Me {
  id: string;
  email: string;
  emailVerified: boolean;
}

const lower = (email: string) => email.trim().toLowerCase();

/**
 * My pending invitations: invitations to my address (and pending member records of mine, from before every
 * invitation was one). Only a confirmed holder of the address sees them: an account that merely typed the
 * address at sign-up learns nothing of the unit (docs/decisions/035). docs/product-rules.md §8: a read that fails answers empty.
 */
export async function myInvitations(db: Db, me: Me): Promise<MyUnitInvitationList> {
  if (!me.emailVerified) return { invitations: [], emailVerified: false };
  const owner = sql<string>`(select ${user.name} from ${user} where ${user.id} = ${businessUnit.ownerId})`;
  const pending = await db
    .select({
      unitId: businessUnit.id,
      unitName: businessUnit.name,
      role: businessUnitMember.role,
      invitedAt: businessUnitMember.joinedAt,
      ownerName: owner,
    })
    .from(businessUnitMember)
    .innerJoin(businessUnit, eq(businessUnit.id, businessUnitMember.unitId))
    .where(and(eq(businessUnitMember.userId, me.id), eq(businessUnitMember.status, 'pending')));
  const byEmail = await db
    .select({
      unitId: businessUnit.id,
      unitName: businessUnit.name,
      role: businessUnitInvitation.role,
      invitedAt: businessUnitInvitation.createdAt,
      ownerName: owner,
    })
    .from(businessUnitInvitation)
    .innerJoin(businessUnit, eq(businessUnit.id, businessUnitInvitation.unitId))
    .where(eq(businessUnitInvitation.email, lower(me.email)));
  const invitations: MyUnitInvitation[] = [...pending, ...byEmail]
    .filter((row) => row.role !== 'owner')
    .map((row) => ({
      unitId: row.unitId,
      unitName: row.unitName,
      role: row.role === 'admin' ? ('admin' as const) : ('member' as const),
      invitedAt: row.invitedAt.toISOString(),
      ownerName: row.ownerName ?? '',
    }))
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  return { invitations, emailVerified: me.emailVerified };
}

/**
 * Accepts the invitation to `unitId`: only signed in with the invited address, confirmed. A pending record
 * becomes active; an invitation to my address becomes an active member record. Accepting again answers the
 * unit as it is (a double click, a second tab).
 */
export async function acceptInvitation(
  db: Db,
  me: Me & { name: string },
  unitId: string,
): Promise<UnitSummary> {
  if (!isUuid(unitId)) throw new AppError('NOT_FOUND');
  const current = await findUnitAccess(db, unitId, me.id);
  if (current?.isActive) return summaryOf(db, current);
  if (!me.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', ACCEPT_NEEDS_VERIFIED_EMAIL_MESSAGE);
  const email = lower(me.email);
  const accepted = await db.transaction(async (tx) => {
    const [activated] = await tx
      .update(businessUnitMember)
      .set({ status: 'active', joinedAt: new Date() })
      .where(
        and(
          eq(businessUnitMember.unitId, unitId),
          eq(businessUnitMember.userId, me.id),
          eq(businessUnitMember.status, 'pending'),
          eq(sql`lower(${businessUnitMember.email})`, email),
        ),
      )
      .returning();
    let record = activated;
    if (!record) {
      const [invitation] = await tx
        .delete(businessUnitInvitation)
        .where(and(eq(businessUnitInvitation.unitId, unitId), eq(businessUnitInvitation.email, email)))
        .returning();
      if (!invitation) return null;
      [record] = await tx
        .insert(businessUnitMember)
        .values({
          unitId,
          userId: me.id,
          role: invitation.role,
          status: 'active',
          email,
          name: me.name,
          invitedBy: invitation.invitedBy,
        })
        .onConflictDoUpdate({
          target: [businessUnitMember.unitId, businessUnitMember.userId],
          set: { status: 'active', joinedAt: new Date() },
        })
        .returning();
    }
    await tx.insert(auditLog).values({
      actorId: me.id,
      action: 'business-unit.accept',
      target: `business-unit:${unitId}`,
      details: { role: record?.role ?? null },
    });
    return record ?? null;
  });
  if (!accepted) throw new AppError('NOT_FOUND');
  const [unit] = await db.select().from(businessUnit).where(eq(businessUnit.id, unitId));
  if (!unit) throw new AppError('NOT_FOUND');
  return summaryOf(db, accessOf(unit, accepted, me.id));
}

/**
 * Leaves a unit, or declines its invitation (with a confirmed e-mail): my record (active or pending) or the
 * invitation to my address goes. My consultations stay mine (they are the author's); the owner cannot leave their own unit.
 */
export async function leaveUnit(db: Db, me: Me, unitId: string): Promise<void> {
  if (!isUuid(unitId)) throw new AppError('NOT_FOUND');
  const access = await findUnitAccess(db, unitId, me.id);
  if (access?.isOwner) throw new AppError('FORBIDDEN', OWNER_CANNOT_LEAVE_MESSAGE);
  // Declining is the address holder's answer: an active member leaves freely, an invitation needs the proof.
  if (!access?.isActive && !me.emailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', DECLINE_NEEDS_VERIFIED_EMAIL_MESSAGE);
  const left = await db.transaction(async (tx) => {
    const records = await tx
      .delete(businessUnitMember)
      .where(and(eq(businessUnitMember.unitId, unitId), eq(businessUnitMember.userId, me.id)))
      .returning({ role: businessUnitMember.role, status: businessUnitMember.status });
    const invitations = await tx
      .delete(businessUnitInvitation)
      .where(
        and(eq(businessUnitInvitation.unitId, unitId), eq(businessUnitInvitation.email, lower(me.email))),
      )
      .returning({ id: businessUnitInvitation.id });
    if (records.length === 0 && invitations.length === 0) return false;
    await tx.insert(auditLog).values({
      actorId: me.id,
      action: 'business-unit.leave',
      target: `business-unit:${unitId}`,
      details: { role: records[0]?.role ?? null, status: records[0]?.status ?? 'invited' },
    });
    await revokeUnitApiKeysOf(tx, { unitId, userId: me.id, actorId: me.id, reason: 'leave' });
    return true;
  });
  if (!left) throw new AppError('NOT_FOUND');
}
