import { z } from 'zod';
import { SPECIES } from '../consultation.ts';
import { PLANS } from '../plans.ts';
import { invitableUnitRoleSchema, memberSchema, memberStatusSchema, unitRoleSchema } from './schemas.ts';

/**
 * What the server answers about business units (GET/POST /api/business-units…). Plain shapes, no
 * defaults or transforms, so a row stored before a rule changed still reads. Dates are ISO 8601 (UTC);
 * days are São Paulo days (YYYY-MM-DD), like the history.
 */

const isoDate = z.string().meta({ description: 'Data e hora ISO 8601 (UTC).' });
const day = z.string().meta({ description: 'Dia de São Paulo, AAAA-MM-DD.' });

/** The unit's pool this period (decision 024): `used` is derived from the usage rows, never stored. */
export const unitQuotaViewSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
  periodStart: isoDate,
  /** Exclusive: the next renewal. */
  periodEnd: isoDate,
});
export type UnitQuotaView = z.infer<typeof unitQuotaViewSchema>;

/**
 * A unit as one user sees it (docs/product-rules.md §3 BusinessUnit, with currentQueries derived), with that user's own
 * place in it: `myRole`/`myStatus` are the stored record (an admin reads admin here; `membership` is
 * docs/product-rules.md §6's check, where an admin reports as member), and `canManage` is docs/product-rules.md §6's admin-or-owner.
 */
export const unitSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerID: z.string(),
  ownerName: z.string(),
  createdAt: isoDate,
  currentQueries: z.number().int(),
  maxQueries: z.number().int(),
  subscriptionID: z.string().optional(),
  plan: z.enum(PLANS),
  quota: unitQuotaViewSchema,
  myRole: unitRoleSchema,
  myStatus: memberStatusSchema,
  canManage: z.boolean(),
  /** Active members, the owner included. */
  activeMembers: z.number().int(),
});
export type UnitSummary = z.infer<typeof unitSummarySchema>;

export const unitListSchema = z.object({
  /** Units I own or have a member record in (active or pending), by name. */
  units: z.array(unitSummarySchema),
  /** docs/product-rules.md §6: the dashboard link shows only to someone who owns or actively administers a unit. */
  canSeeDashboard: z.boolean(),
});
export type UnitList = z.infer<typeof unitListSchema>;

/** An invitation sent to an e-mail: it becomes a member when its confirmed holder accepts. */
export const unitInvitationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitableUnitRoleSchema,
  invitedAt: isoDate,
  invitedByName: z.string(),
});
export type UnitInvitationView = z.infer<typeof unitInvitationViewSchema>;

/** GET /api/business-units/{id}: members and invitations only for the owner and active admins. */
export const unitDetailSchema = unitSummarySchema.extend({
  members: z.array(memberSchema),
  invitations: z.array(unitInvitationViewSchema),
});
export type UnitDetail = z.infer<typeof unitDetailSchema>;

/**
 * Answer of POST /members: always an invitation to the address, whether or not it has an account, so the
 * answer tells nothing about the address (docs/decisions/035); the person appears as a member on accepting.
 */
export const inviteMemberResultSchema = z.object({
  invitation: unitInvitationViewSchema,
  /** Whether the invitation e-mail was handed to the mailer (a failure is logged and does not undo it). */
  emailSent: z.boolean(),
});
export type InviteMemberResult = z.infer<typeof inviteMemberResultSchema>;

/** One of my pending invitations (GET /api/business-units/invitations). */
export const myUnitInvitationSchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  role: invitableUnitRoleSchema,
  invitedAt: isoDate,
  ownerName: z.string(),
});
export type MyUnitInvitation = z.infer<typeof myUnitInvitationSchema>;

export const myUnitInvitationListSchema = z.object({
  invitations: z.array(myUnitInvitationSchema),
  /** Invitations are accepted only with a confirmed e-mail; the page says so when false. */
  emailVerified: z.boolean(),
});
export type MyUnitInvitationList = z.infer<typeof myUnitInvitationListSchema>;

/** A member's count in one period. Former members with unit consultations are listed too. */
export const memberUsageSchema = z.object({
  userID: z.string(),
  name: z.string(),
  email: z.string(),
  /** null: no longer a member (left or removed); their consultations still count. */
  role: unitRoleSchema.nullable(),
  status: memberStatusSchema.nullable(),
  consultations: z.number().int(),
});
export type MemberUsage = z.infer<typeof memberUsageSchema>;

export const unitPeriodUsageSchema = z.object({
  periodStart: isoDate,
  periodEnd: isoDate,
  total: z.number().int(),
  limit: z.number().int(),
  members: z.array(memberUsageSchema.pick({ userID: true, name: true, consultations: true })),
});
export type UnitPeriodUsage = z.infer<typeof unitPeriodUsageSchema>;

/** GET /api/business-units/{id}/usage: this period per member and in total, and closed periods (newest first). */
export const unitUsageSchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  plan: z.enum(PLANS),
  quota: unitQuotaViewSchema,
  total: z.number().int(),
  members: z.array(memberUsageSchema),
  previousPeriods: z.array(unitPeriodUsageSchema),
});
export type UnitUsage = z.infer<typeof unitUsageSchema>;

/** A recent unit consultation on the dashboard: no clinical text, only the animal, the date and the author. */
export const dashboardConsultationSchema = z.object({
  id: z.string(),
  patientName: z.string(),
  species: z.enum(SPECIES),
  createdAt: isoDate,
  authorId: z.string(),
  authorName: z.string(),
});
export type DashboardConsultation = z.infer<typeof dashboardConsultationSchema>;

/** GET /api/business-units/dashboard (owners and active admins). */
export const unitDashboardSchema = z.object({
  /** Every unit I may see a dashboard of, to switch between them. */
  units: z.array(z.object({ id: z.string(), name: z.string() })),
  unit: z.object({ id: z.string(), name: z.string(), plan: z.enum(PLANS) }),
  quota: unitQuotaViewSchema,
  /** The last 30 São Paulo days, oldest first, today last, days without consultations as 0. */
  perDay: z.array(z.object({ date: day, count: z.number().int() })),
  /** This period's count per member (active and pending members, then former authors). */
  members: z.array(memberUsageSchema),
  /** Pending member records and invitations to addresses without an account. */
  pendingInvitations: z.array(
    z.object({ email: z.string(), name: z.string(), role: invitableUnitRoleSchema, invitedAt: isoDate }),
  ),
  /** The 10 latest unit consultations. */
  recentConsultations: z.array(dashboardConsultationSchema),
});
export type UnitDashboard = z.infer<typeof unitDashboardSchema>;

/** The dashboard's days: 30, today included. */
export const UNIT_DASHBOARD_DAYS = 30;
/** How many recent consultations the dashboard lists. */
export const UNIT_DASHBOARD_RECENT = 10;
/** How many closed periods the usage page lists. */
export const UNIT_USAGE_PREVIOUS_PERIODS = 12;
