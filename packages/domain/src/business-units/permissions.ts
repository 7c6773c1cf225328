import { type MemberStatus, normaliseMemberStatus, normaliseUnitRole, type UnitRole } from './roles.ts';

/**
 * docs/product-rules.md §6's unit permissions as pure functions: the server reads the unit and the caller's member record,
 * then asks here, so every route and query answers the same way. Inputs are loose on purpose (a row read
 * from anywhere, a missing record, an empty id): docs/product-rules.md §4's normalisations and §5's "missing id is false"
 * are applied here, once.
 */

/** A member record as read: role and status may be absent (docs/product-rules.md §4). */
export interface MemberRecordLike {
  userID?: string | null;
  role?: string | null;
  status?: string | null;
}

/** What the rules read of a unit. `members` is the optional embedded map keyed by user id (docs/product-rules.md §3). */
export interface UnitLike {
  id?: string | null;
  ownerID?: string | null;
  members?: Record<string, MemberRecordLike | null | undefined> | null;
}

export interface UnitAccessQuery {
  unit: UnitLike | null | undefined;
  userId: string | null | undefined;
  /** The user's record in the unit's members (the member table), when one exists. */
  memberRecord?: MemberRecordLike | null;
}

export type Membership =
  | { isMember: true; role: Extract<UnitRole, 'owner' | 'member'>; status: MemberStatus }
  | { isMember: false };

export const NOT_A_MEMBER: Membership = Object.freeze({ isMember: false });

const isPresent = (id: string | null | undefined): id is string => typeof id === 'string' && id.trim() !== '';

/** The unit and the user, when both ids are there (docs/product-rules.md §5: otherwise every check is false). */
function identify(query: UnitAccessQuery): { unit: UnitLike; userId: string } | null {
  const { unit, userId } = query;
  if (!unit || !isPresent(unit.id) || !isPresent(userId)) return null;
  return { unit, userId };
}

/** A record that names another user is not this user's: a caller's mix-up never grants anything. */
function recordOf(query: UnitAccessQuery, userId: string): MemberRecordLike | null {
  const record = query.memberRecord;
  if (!record) return null;
  if (isPresent(record.userID) && record.userID !== userId) return null;
  return record;
}

function embeddedEntryOf(unit: UnitLike, userId: string): MemberRecordLike | null {
  const entry = unit.members?.[userId];
  if (!entry) return null;
  if (isPresent(entry.userID) && entry.userID !== userId) return null;
  return entry;
}

function isActiveAdmin(record: MemberRecordLike | null): boolean {
  return (
    record !== null &&
    normaliseUnitRole(record.role) === 'admin' &&
    normaliseMemberStatus(record.status) === 'active'
  );
}

function holdsOwnerID(unit: UnitLike, userId: string): boolean {
  return isPresent(unit.ownerID) && unit.ownerID === userId;
}

/** docs/product-rules.md §6: the unit's ownerID, or a member (record) with role owner. */
export function isUnitOwner(query: UnitAccessQuery): boolean {
  const known = identify(query);
  if (!known) return false;
  if (holdsOwnerID(known.unit, known.userId)) return true;
  const record = recordOf(query, known.userId);
  return record !== null && normaliseUnitRole(record.role) === 'owner';
}

/** docs/product-rules.md §6: a member (record) with role admin and status active; a pending admin is not one yet. */
export function isUnitAdmin(query: UnitAccessQuery): boolean {
  const known = identify(query);
  if (!known) return false;
  return isActiveAdmin(recordOf(query, known.userId));
}

/** docs/product-rules.md §6: the owner, or an active admin by the embedded map or by the member record. */
export function isUnitAdminOrOwner(query: UnitAccessQuery): boolean {
  const known = identify(query);
  if (!known) return false;
  return (
    isUnitOwner(query) ||
    isActiveAdmin(embeddedEntryOf(known.unit, known.userId)) ||
    isActiveAdmin(recordOf(query, known.userId))
  );
}

/**
 * docs/product-rules.md §6's membership check. The ownerID gives owner, active. Otherwise the member record, or failing
 * that the embedded map entry, gives role owner or member — an admin reports as member — with its status.
 * Otherwise, not a member.
 */
export function membershipOf(query: UnitAccessQuery): Membership {
  const known = identify(query);
  if (!known) return NOT_A_MEMBER;
  if (holdsOwnerID(known.unit, known.userId)) return { isMember: true, role: 'owner', status: 'active' };
  const entry = recordOf(query, known.userId) ?? embeddedEntryOf(known.unit, known.userId);
  if (!entry) return NOT_A_MEMBER;
  const role = normaliseUnitRole(entry.role) === 'owner' ? 'owner' : 'member';
  return { isMember: true, role, status: normaliseMemberStatus(entry.status) };
}

/**
 * docs/product-rules.md §2 and §6: the dashboard link shows to a user who owns a unit, or has an active admin or owner
 * member record in one. `units` are the units the user is linked to; `memberRecords` their records.
 */
export function canSeeDashboardLink(options: {
  userId: string | null | undefined;
  units: readonly (UnitLike | null | undefined)[];
  memberRecords: readonly (MemberRecordLike | null | undefined)[];
}): boolean {
  const { userId } = options;
  if (!isPresent(userId)) return false;
  if (options.units.some((unit) => unit && isPresent(unit.id) && holdsOwnerID(unit, userId))) return true;
  return options.memberRecords.some((record) => {
    if (!record || record.userID !== userId) return false;
    const role = normaliseUnitRole(record.role);
    return (role === 'admin' || role === 'owner') && normaliseMemberStatus(record.status) === 'active';
  });
}

export const ONLY_OWNER_MANAGES_ADMINS_MESSAGE =
  'Só o proprietário da unidade pode gerenciar administradores.';

/**
 * Who may act on a role in a unit (docs/decisions/035): the owner on admins and members; an active admin
 * on members only — inviting, promoting, demoting, removing or cancelling the invitation of an admin is
 * the owner's. Otherwise two admins could remove each other, or an admin make friends admins.
 */
export function canManageUnitRole(manager: { isOwner: boolean; canManage: boolean }, role: string): boolean {
  if (manager.isOwner) return true;
  return manager.canManage && normaliseUnitRole(role) === 'member';
}
