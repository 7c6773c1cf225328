import { FREE_CONSULTATIONS } from '../constants.ts';
import type { Plan } from '../plans.ts';

/** A member's role inside a business unit (docs/product-rules.md §3 Member). Site admin is a different thing (decision 003). */
export const UNIT_ROLES = ['owner', 'admin', 'member'] as const;
export type UnitRole = (typeof UNIT_ROLES)[number];

/**
 * The roles an invitation may carry. An owner is never invited: the unit's owner is the person who created
 * it, so a pending record with role owner (which docs/product-rules.md §6 would already count as owner) cannot arise.
 */
export const INVITABLE_UNIT_ROLES = ['admin', 'member'] as const satisfies readonly UnitRole[];
export type InvitableUnitRole = (typeof INVITABLE_UNIT_ROLES)[number];

/** Pending until the invited person accepts (docs/product-rules.md §3, §4). */
export const MEMBER_STATUSES = ['active', 'pending'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const UNIT_ROLE_LABELS: Record<UnitRole, string> = {
  owner: 'Proprietário(a)',
  admin: 'Administrador(a)',
  member: 'Membro',
};

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Ativo',
  pending: 'Convite pendente',
};

/** A new unit's counters and plan (docs/product-rules.md §4, §9): the pool starts empty with the trial's 10 consultations. */
export const NEW_UNIT_DEFAULTS = {
  currentQueries: 0,
  maxQueries: FREE_CONSULTATIONS,
  plan: 'gratis' satisfies Plan,
  /** The unit's pool is reset at each monthly boundary (decision 024). */
  renewal: 'monthly',
} as const;

/** docs/product-rules.md §4: a record without role counts as member; an unknown role too, so a bad row never grants more. */
export function normaliseUnitRole(role: unknown): UnitRole {
  return typeof role === 'string' && (UNIT_ROLES as readonly string[]).includes(role)
    ? (role as UnitRole)
    : 'member';
}

/** docs/product-rules.md §4: a record without status counts as pending; so does any value but "active". */
export function normaliseMemberStatus(status: unknown): MemberStatus {
  return status === 'active' ? 'active' : 'pending';
}
