import type { Member, UnitDetail, UnitSummary } from '@vetvoz/domain';
import { VET } from '../../../test/mock-api.ts';

/** Units as the server answers them, for the pages' tests. VET (u-1) is the signed-in vet. */
export const QUOTA = {
  used: 3,
  limit: 10,
  remaining: 7,
  periodStart: '2026-11-01T03:00:00.000Z',
  periodEnd: '2026-12-01T03:00:00.000Z',
};

export function unitSummary(overrides: Partial<UnitSummary> = {}): UnitSummary {
  return {
    id: 'unit-1',
    name: 'Clínica Boa Vista',
    ownerID: VET.id,
    ownerName: VET.name,
    createdAt: '2026-11-01T12:00:00.000Z',
    currentQueries: 3,
    maxQueries: 10,
    plan: 'gratis',
    quota: QUOTA,
    myRole: 'owner',
    myStatus: 'active',
    canManage: true,
    activeMembers: 2,
    ...overrides,
  };
}

export const OWNER_MEMBER: Member = {
  userID: VET.id,
  role: 'owner',
  email: VET.email,
  name: VET.name,
  joinedAt: '2026-11-01T12:00:00.000Z',
  status: 'active',
};

export const COLLEAGUE: Member = {
  userID: 'u-2',
  role: 'member',
  email: 'bruno@clinica.vet.br',
  name: 'Bruno Lima',
  joinedAt: '2026-11-02T12:00:00.000Z',
  status: 'active',
};

export function unitDetail(overrides: Partial<UnitDetail> = {}): UnitDetail {
  return {
    ...unitSummary(),
    members: [OWNER_MEMBER, COLLEAGUE],
    invitations: [
      {
        id: 'inv-1',
        email: 'carla@clinica.vet.br',
        role: 'admin',
        invitedAt: '2026-11-03T12:00:00.000Z',
        invitedByName: VET.name,
      },
    ],
    ...overrides,
  };
}
