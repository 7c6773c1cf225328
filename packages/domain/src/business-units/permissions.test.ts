import { describe, expect, it } from 'vitest';
import {
  canSeeDashboardLink,
  isUnitAdmin,
  isUnitAdminOrOwner,
  isUnitOwner,
  type MemberRecordLike,
  membershipOf,
  NOT_A_MEMBER,
  type UnitLike,
} from './permissions.ts';

const OWNER = 'user-owner';
const ALICE = 'user-alice';

const unit = (overrides: Partial<UnitLike> = {}): UnitLike => ({
  id: 'unit-1',
  ownerID: OWNER,
  ...overrides,
});
const record = (overrides: Partial<MemberRecordLike> = {}): MemberRecordLike => ({
  userID: ALICE,
  role: 'member',
  status: 'active',
  ...overrides,
});

describe('isUnitOwner', () => {
  it("is true for the unit's ownerID, without any member record", () => {
    expect(isUnitOwner({ unit: unit(), userId: OWNER })).toBe(true);
  });

  it('is true for a member whose record has role owner', () => {
    expect(isUnitOwner({ unit: unit(), userId: ALICE, memberRecord: record({ role: 'owner' }) })).toBe(true);
  });

  it('is false for admins, members and people without a record', () => {
    expect(isUnitOwner({ unit: unit(), userId: ALICE, memberRecord: record({ role: 'admin' }) })).toBe(false);
    expect(isUnitOwner({ unit: unit(), userId: ALICE, memberRecord: record() })).toBe(false);
    expect(isUnitOwner({ unit: unit(), userId: ALICE })).toBe(false);
  });

  it('ignores a record that belongs to someone else', () => {
    const othersRecord = record({ userID: 'user-bob', role: 'owner' });
    expect(isUnitOwner({ unit: unit(), userId: ALICE, memberRecord: othersRecord })).toBe(false);
  });
});

describe('isUnitAdmin', () => {
  it('is true only for role admin with status active', () => {
    expect(isUnitAdmin({ unit: unit(), userId: ALICE, memberRecord: record({ role: 'admin' }) })).toBe(true);
  });

  it('is false for a pending admin', () => {
    const pending = record({ role: 'admin', status: 'pending' });
    expect(isUnitAdmin({ unit: unit(), userId: ALICE, memberRecord: pending })).toBe(false);
  });

  it('counts an admin record without status as pending', () => {
    const noStatus = record({ role: 'admin', status: undefined });
    expect(isUnitAdmin({ unit: unit(), userId: ALICE, memberRecord: noStatus })).toBe(false);
    expect(
      isUnitAdmin({ unit: unit(), userId: ALICE, memberRecord: record({ role: 'admin', status: null }) }),
    ).toBe(false);
  });

  it('counts a record without role as member, not admin', () => {
    expect(isUnitAdmin({ unit: unit(), userId: ALICE, memberRecord: record({ role: undefined }) })).toBe(
      false,
    );
  });

  it('is false for the owner and for members (admin is a role, not a rank)', () => {
    expect(isUnitAdmin({ unit: unit(), userId: OWNER })).toBe(false);
    expect(isUnitAdmin({ unit: unit(), userId: ALICE, memberRecord: record({ role: 'owner' }) })).toBe(false);
    expect(isUnitAdmin({ unit: unit(), userId: ALICE, memberRecord: record() })).toBe(false);
  });

  it('does not read the embedded map (product rules §6: the member record decides)', () => {
    const withMap = unit({ members: { [ALICE]: { role: 'admin', status: 'active' } } });
    expect(isUnitAdmin({ unit: withMap, userId: ALICE })).toBe(false);
  });
});

describe('isUnitAdminOrOwner', () => {
  it('is true for the owner by ownerID and by a record with role owner', () => {
    expect(isUnitAdminOrOwner({ unit: unit(), userId: OWNER })).toBe(true);
    expect(isUnitAdminOrOwner({ unit: unit(), userId: ALICE, memberRecord: record({ role: 'owner' }) })).toBe(
      true,
    );
  });

  it('is true for an active admin by the member record', () => {
    expect(isUnitAdminOrOwner({ unit: unit(), userId: ALICE, memberRecord: record({ role: 'admin' }) })).toBe(
      true,
    );
  });

  it('is true for an active admin by the embedded map, even when the record says otherwise', () => {
    const withMap = unit({ members: { [ALICE]: { userID: ALICE, role: 'admin', status: 'active' } } });
    expect(isUnitAdminOrOwner({ unit: withMap, userId: ALICE })).toBe(true);
    expect(isUnitAdminOrOwner({ unit: withMap, userId: ALICE, memberRecord: record() })).toBe(true);
  });

  it('is false for pending admins, in the record or the map, and for plain members', () => {
    const pendingMap = unit({ members: { [ALICE]: { role: 'admin', status: 'pending' } } });
    expect(isUnitAdminOrOwner({ unit: pendingMap, userId: ALICE })).toBe(false);
    const noStatusMap = unit({ members: { [ALICE]: { role: 'admin' } } });
    expect(isUnitAdminOrOwner({ unit: noStatusMap, userId: ALICE })).toBe(false);
    const pendingRecord = record({ role: 'admin', status: 'pending' });
    expect(isUnitAdminOrOwner({ unit: unit(), userId: ALICE, memberRecord: pendingRecord })).toBe(false);
    expect(isUnitAdminOrOwner({ unit: unit(), userId: ALICE, memberRecord: record() })).toBe(false);
  });

  it("ignores another user's map entry", () => {
    const withMap = unit({ members: { [ALICE]: { userID: 'user-bob', role: 'admin', status: 'active' } } });
    expect(isUnitAdminOrOwner({ unit: withMap, userId: ALICE })).toBe(false);
  });
});

describe('membershipOf', () => {
  it('gives the owner (ownerID) owner and active, whatever their record says', () => {
    const owner = { isMember: true, role: 'owner', status: 'active' };
    expect(membershipOf({ unit: unit(), userId: OWNER })).toEqual(owner);
    const stale = { userID: OWNER, role: 'member', status: 'pending' };
    expect(membershipOf({ unit: unit(), userId: OWNER, memberRecord: stale })).toEqual(owner);
  });

  it("gives a member record's role and status; an admin reports as member", () => {
    expect(membershipOf({ unit: unit(), userId: ALICE, memberRecord: record() })).toEqual({
      isMember: true,
      role: 'member',
      status: 'active',
    });
    expect(membershipOf({ unit: unit(), userId: ALICE, memberRecord: record({ role: 'admin' }) })).toEqual({
      isMember: true,
      role: 'member',
      status: 'active',
    });
    expect(
      membershipOf({
        unit: unit(),
        userId: ALICE,
        memberRecord: record({ role: 'owner', status: 'pending' }),
      }),
    ).toEqual({ isMember: true, role: 'owner', status: 'pending' });
  });

  it('reads a record without status as pending and without role as member', () => {
    expect(membershipOf({ unit: unit(), userId: ALICE, memberRecord: { userID: ALICE } })).toEqual({
      isMember: true,
      role: 'member',
      status: 'pending',
    });
    expect(
      membershipOf({ unit: unit(), userId: ALICE, memberRecord: { role: 'chefe', status: 'suspensa' } }),
    ).toEqual({ isMember: true, role: 'member', status: 'pending' });
  });

  it('falls back to the embedded map entry only when there is no member record', () => {
    const withMap = unit({ members: { [ALICE]: { role: 'owner', status: 'active' } } });
    expect(membershipOf({ unit: withMap, userId: ALICE })).toEqual({
      isMember: true,
      role: 'owner',
      status: 'active',
    });
    const recordWins = record({ role: 'member', status: 'pending' });
    expect(membershipOf({ unit: withMap, userId: ALICE, memberRecord: recordWins })).toEqual({
      isMember: true,
      role: 'member',
      status: 'pending',
    });
    expect(membershipOf({ unit: unit({ members: { [ALICE]: {} } }), userId: ALICE })).toEqual({
      isMember: true,
      role: 'member',
      status: 'pending',
    });
  });

  it('is not a member without record or map entry, or with an entry for someone else', () => {
    expect(membershipOf({ unit: unit(), userId: ALICE })).toEqual(NOT_A_MEMBER);
    expect(
      membershipOf({ unit: unit({ members: { 'user-bob': { role: 'member' } } }), userId: ALICE }),
    ).toEqual(NOT_A_MEMBER);
    expect(
      membershipOf({ unit: unit(), userId: ALICE, memberRecord: record({ userID: 'user-bob' }) }),
    ).toEqual(NOT_A_MEMBER);
  });
});

describe('missing unit or user id', () => {
  const everyone = record({ role: 'owner' });
  const cases: [string, UnitLike | null | undefined, string | null | undefined][] = [
    ['no unit', null, OWNER],
    ['an undefined unit', undefined, OWNER],
    ['a unit without id', { ownerID: OWNER }, OWNER],
    ['a unit with a blank id', { id: '  ', ownerID: OWNER }, OWNER],
    ['no user id', unit(), undefined],
    ['a null user id', unit(), null],
    ['an empty user id', unit({ ownerID: '' }), ''],
  ];

  it.each(cases)('%s: every check is false and the user is not a member', (_label, someUnit, userId) => {
    const query = { unit: someUnit, userId, memberRecord: { ...everyone, userID: userId } };
    expect(isUnitOwner(query)).toBe(false);
    expect(isUnitAdmin({ ...query, memberRecord: { userID: userId, role: 'admin', status: 'active' } })).toBe(
      false,
    );
    expect(isUnitAdminOrOwner(query)).toBe(false);
    expect(membershipOf(query)).toEqual(NOT_A_MEMBER);
  });
});

describe('canSeeDashboardLink', () => {
  const memberOf = (overrides: Partial<MemberRecordLike>) => [record(overrides)];

  it('shows to a user who owns a unit, with no member record at all', () => {
    expect(canSeeDashboardLink({ userId: OWNER, units: [unit()], memberRecords: [] })).toBe(true);
  });

  it('shows to an active admin or an active owner member', () => {
    expect(
      canSeeDashboardLink({ userId: ALICE, units: [unit()], memberRecords: memberOf({ role: 'admin' }) }),
    ).toBe(true);
    expect(
      canSeeDashboardLink({ userId: ALICE, units: [unit()], memberRecords: memberOf({ role: 'owner' }) }),
    ).toBe(true);
  });

  it('hides from plain members, pending admins and records without status or role', () => {
    for (const overrides of [
      { role: 'member' },
      { role: 'admin', status: 'pending' },
      { role: 'admin', status: undefined },
      { role: undefined },
    ]) {
      expect(
        canSeeDashboardLink({ userId: ALICE, units: [unit()], memberRecords: memberOf(overrides) }),
      ).toBe(false);
    }
  });

  it("hides when the records are someone else's, the user id is missing, or there is nothing", () => {
    const bobsAdmin = memberOf({ userID: 'user-bob', role: 'admin' });
    expect(canSeeDashboardLink({ userId: ALICE, units: [unit()], memberRecords: bobsAdmin })).toBe(false);
    expect(canSeeDashboardLink({ userId: '', units: [unit({ ownerID: '' })], memberRecords: [] })).toBe(
      false,
    );
    expect(canSeeDashboardLink({ userId: undefined, units: [unit()], memberRecords: [] })).toBe(false);
    expect(canSeeDashboardLink({ userId: ALICE, units: [null, undefined], memberRecords: [null] })).toBe(
      false,
    );
  });
});
