import {
  HISTORY_TIME_ZONE,
  type Member,
  type MemberUsage,
  UNIT_DASHBOARD_DAYS,
  UNIT_DASHBOARD_RECENT,
  UNIT_USAGE_PREVIOUS_PERIODS,
  type UnitDashboard,
  type UnitQuotaPeriod,
  type UnitUsage,
} from '@vetvoz/domain';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Queryable } from '../db/queryable.ts';
import { businessUnitPeriod, consultation, user } from '../db/schema/index.ts';
import { selectRows } from '../db/sql-rows.ts';
import { AppError } from '../http/app-error.ts';
import { placesTaken, unitPlaces } from '../usage/index.ts';
import { requireUnitManager, type UnitAccess } from './access.ts';
import { managedUnitsOf } from './managed-units.ts';
import { invitationsOf, membersOf } from './read-units.ts';
import { quotaView, unitQuotaOf } from './unit-quota.ts';

/**
 * Consultations per author in a period, by the pool's rule (usage/places.ts). Authors whose account is
 * gone are left out (nobody to name).
 */
export async function countsByAuthor(
  db: Queryable<'select' | 'execute'>,
  unitId: string,
  period: UnitQuotaPeriod,
) {
  const rows = await selectRows<{ userId: string | null; n: number }>(
    db,
    sql`select p.person_id as "userId", count(*)::int as n
      from ${placesTaken(unitPlaces(unitId, period.start, period.end))} p group by p.person_id`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) if (row.userId) counts.set(row.userId, Number(row.n));
  return counts;
}

/** Every member (with their role and status) and every former member who counted in the period. */
async function memberUsage(
  db: Queryable<'select' | 'execute'>,
  members: Member[],
  counts: Map<string, number>,
): Promise<MemberUsage[]> {
  const listed = new Set(members.map((member) => member.userID));
  const formerIds = [...counts.keys()].filter((id) => !listed.has(id));
  const former = formerIds.length
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(
          sql`${user.id} in (${sql.join(
            formerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
    : [];
  return [
    ...members.map((member) => ({
      userID: member.userID,
      name: member.name,
      email: member.email,
      role: member.role,
      status: member.status,
      consultations: counts.get(member.userID) ?? 0,
    })),
    ...former.map((person) => ({
      userID: person.id,
      name: person.name,
      email: person.email,
      role: null,
      status: null,
      consultations: counts.get(person.id) ?? 0,
    })),
  ];
}

/** GET /api/business-units/{id}/usage (owner and active admins). */
export async function unitUsage(db: Db, userId: string, unitId: string): Promise<UnitUsage> {
  const access = await requireUnitManager(db, unitId, userId);
  const quota = await unitQuotaOf(db, access.unit);
  const counts = await countsByAuthor(db, unitId, quota.period);
  const periods = await db
    .select()
    .from(businessUnitPeriod)
    .where(eq(businessUnitPeriod.unitId, unitId))
    .orderBy(desc(businessUnitPeriod.periodStart))
    .limit(UNIT_USAGE_PREVIOUS_PERIODS);
  return {
    unitId,
    unitName: access.unit.name,
    plan: quota.plan.plan,
    quota: quotaView(quota),
    total: quota.used,
    members: await memberUsage(db, await membersOf(db, unitId), counts),
    previousPeriods: periods.map((period) => ({
      periodStart: period.periodStart.toISOString(),
      periodEnd: period.periodEnd.toISOString(),
      total: period.total,
      limit: period.limit,
      members: period.members.map((member) => ({
        userID: member.userId,
        name: member.name,
        consultations: member.consultations,
      })),
    })),
  };
}

/** São Paulo's calendar day of an instant, YYYY-MM-DD. */
function saoPauloDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: HISTORY_TIME_ZONE }).format(date);
}

/** The last `days` São Paulo days, oldest first, today last. */
export function lastDays(now: Date, days: number): string[] {
  const result: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    result.push(saoPauloDay(new Date(now.getTime() - back * 86_400_000)));
  }
  return [...new Set(result)];
}

/**
 * GET /api/business-units/dashboard (owners and active admins): data only — the animal's name and species
 * and the date of recent consultations, never their clinical text.
 */
export async function unitDashboard(
  db: Db,
  userId: string,
  unitId: string | undefined,
): Promise<UnitDashboard> {
  const managed = await managedUnitsOf(db, userId);
  if (managed.length === 0) throw new AppError('FORBIDDEN');
  const chosen = unitId ? managed.find((unit) => unit.id === unitId) : managed[0];
  if (!chosen) throw new AppError('NOT_FOUND');
  const access: UnitAccess = await requireUnitManager(db, chosen.id, userId);
  const now = new Date();
  const quota = await unitQuotaOf(db, access.unit, now);
  const days = lastDays(now, UNIT_DASHBOARD_DAYS);
  // The zone inline (a constant): as a parameter, the select and the group by would differ to PostgreSQL.
  const local = sql`(${consultation.createdAt} at time zone ${sql.raw(`'${HISTORY_TIME_ZONE}'`)})::date`;
  const perDayRows = await db
    .select({ day: sql<string>`to_char(${local}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
    .from(consultation)
    .where(
      and(
        eq(consultation.unitId, chosen.id),
        gte(consultation.createdAt, new Date(now.getTime() - (UNIT_DASHBOARD_DAYS + 1) * 86_400_000)),
      ),
    )
    .groupBy(local);
  const perDayCounts = new Map(perDayRows.map((row) => [row.day, Number(row.n)]));
  const recent = await db
    .select({
      id: consultation.id,
      patientName: consultation.patientName,
      species: consultation.species,
      createdAt: consultation.createdAt,
      authorId: consultation.ownerId,
      authorName: user.name,
    })
    .from(consultation)
    .innerJoin(user, eq(user.id, consultation.ownerId))
    .where(eq(consultation.unitId, chosen.id))
    .orderBy(desc(consultation.createdAt))
    .limit(UNIT_DASHBOARD_RECENT);
  const roster = await membersOf(db, chosen.id);
  const members = await memberUsage(db, roster, await countsByAuthor(db, chosen.id, quota.period));
  const invitations = await invitationsOf(db, [chosen.id]);
  return {
    units: managed,
    unit: { id: chosen.id, name: chosen.name, plan: quota.plan.plan },
    quota: quotaView(quota),
    perDay: days.map((date) => ({ date, count: perDayCounts.get(date) ?? 0 })),
    members,
    pendingInvitations: [
      ...roster
        .filter((member) => member.status === 'pending' && member.role !== 'owner')
        .map((member) => ({
          email: member.email,
          name: member.name,
          role: member.role === 'admin' ? ('admin' as const) : ('member' as const),
          invitedAt: member.joinedAt,
        })),
      ...invitations.map((invitation) => ({
        email: invitation.email,
        name: '',
        role: invitation.role,
        invitedAt: invitation.invitedAt,
      })),
    ],
    recentConsultations: recent.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
