import {
  canSeeDashboardLink,
  type Member,
  type UnitDetail,
  type UnitInvitationView,
  type UnitList,
  type UnitSummary,
} from '@vetvoz/domain';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { businessUnit, businessUnitInvitation, businessUnitMember, user } from '../db/schema/index.ts';
import { accessOf, type UnitAccess } from './access.ts';
import { quotaView, unitQuotaOf } from './unit-quota.ts';

/** A unit as the caller sees it: docs/product-rules.md §3's fields with currentQueries derived from this period's usage. */
export async function summaryOf(
  db: Queryable<'select' | 'execute'>,
  access: UnitAccess,
  now = new Date(),
): Promise<UnitSummary> {
  const { unit, record } = access;
  const quota = await unitQuotaOf(db, unit, now);
  const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, unit.ownerId));
  const [active] = await db
    .select({ n: count() })
    .from(businessUnitMember)
    .where(and(eq(businessUnitMember.unitId, unit.id), eq(businessUnitMember.status, 'active')));
  return {
    id: unit.id,
    name: unit.name,
    ownerID: unit.ownerId,
    ownerName: owner?.name ?? '',
    createdAt: unit.createdAt.toISOString(),
    currentQueries: quota.used,
    maxQueries: quota.limit,
    ...(quota.plan.subscriptionId ? { subscriptionID: quota.plan.subscriptionId } : {}),
    plan: quota.plan.plan,
    quota: quotaView(quota),
    myRole: access.isOwner && !record ? 'owner' : (record?.role ?? 'member'),
    myStatus: access.isActive ? 'active' : 'pending',
    canManage: access.canManage,
    activeMembers: active?.n ?? 0,
  };
}

/** My units (owned, or with a member record of mine, active or pending), by name; docs/product-rules.md §8: errors → empty. */
export async function listUnits(db: Queryable<'select' | 'execute'>, userId: string): Promise<UnitList> {
  const rows = await db
    .select({ unit: businessUnit, record: businessUnitMember })
    .from(businessUnit)
    .leftJoin(
      businessUnitMember,
      and(eq(businessUnitMember.unitId, businessUnit.id), eq(businessUnitMember.userId, userId)),
    )
    .where(or(eq(businessUnit.ownerId, userId), eq(businessUnitMember.userId, userId)))
    .orderBy(asc(businessUnit.name), asc(businessUnit.createdAt));
  const now = new Date();
  const units = await Promise.all(
    rows.map((row) => summaryOf(db, accessOf(row.unit, row.record, userId), now)),
  );
  const canSeeDashboard = canSeeDashboardLink({
    userId,
    units: rows.map((row) => ({ id: row.unit.id, ownerID: row.unit.ownerId })),
    memberRecords: rows.flatMap((row) =>
      row.record ? [{ userID: row.record.userId, role: row.record.role, status: row.record.status }] : [],
    ),
  });
  return { units, canSeeDashboard };
}

/** The unit's members, the owner first, then by name; names are the accounts' current ones. */
export async function membersOf(db: Queryable<'select' | 'execute'>, unitId: string): Promise<Member[]> {
  const rows = await db
    .select({ member: businessUnitMember, name: user.name })
    .from(businessUnitMember)
    .innerJoin(user, eq(user.id, businessUnitMember.userId))
    .where(eq(businessUnitMember.unitId, unitId))
    .orderBy(asc(businessUnitMember.joinedAt));
  const rank = { owner: 0, admin: 1, member: 2 } as const;
  return rows
    .map(({ member, name }) => ({
      userID: member.userId,
      role: member.role,
      email: member.email,
      name: name || member.name,
      joinedAt: member.joinedAt.toISOString(),
      status: member.status,
    }))
    .sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name, 'pt-BR'));
}

/** Invitations to addresses without an account yet, newest first. */
export async function invitationsOf(
  db: Queryable<'select' | 'execute'>,
  unitIds: string[],
): Promise<UnitInvitationView[]> {
  if (unitIds.length === 0) return [];
  const rows = await db
    .select({ invitation: businessUnitInvitation, invitedByName: user.name })
    .from(businessUnitInvitation)
    .leftJoin(user, eq(user.id, businessUnitInvitation.invitedBy))
    .where(inArray(businessUnitInvitation.unitId, unitIds))
    .orderBy(asc(businessUnitInvitation.createdAt));
  return rows.map(({ invitation, invitedByName }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedAt: invitation.createdAt.toISOString(),
    invitedByName: invitedByName ?? '',
  }));
}

/** GET /api/business-units/{id}: members and invitations only for the owner and active admins. */
export async function unitDetail(
  db: Queryable<'select' | 'execute'>,
  access: UnitAccess,
): Promise<UnitDetail> {
  const summary = await summaryOf(db, access);
  if (!access.canManage) return { ...summary, members: [], invitations: [] };
  const [members, invitations] = await Promise.all([
    membersOf(db, access.unit.id),
    invitationsOf(db, [access.unit.id]),
  ]);
  return { ...summary, members, invitations };
}
