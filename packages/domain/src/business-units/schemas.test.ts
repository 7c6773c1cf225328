import { describe, expect, it } from 'vitest';
import {
  createUnitRequestSchema,
  inviteMemberRequestSchema,
  memberRecordSchema,
  memberSchema,
  unitSchema,
  updateMemberRequestSchema,
} from './schemas.ts';

const member = {
  userID: 'user-2',
  role: 'admin',
  email: 'b@exemplo.com',
  name: 'Bruno',
  joinedAt: '2026-03-02T10:00:00.000Z',
  status: 'active',
};

describe('unitSchema', () => {
  it('trims name and owner id and gives a unit without counters 0 of 10', () => {
    const unit = unitSchema.parse({
      id: 'u',
      name: ' Clínica ',
      ownerID: ' o ',
      createdAt: '2026-03-01T00:00:00Z',
    });
    expect(unit).toEqual({
      id: 'u',
      name: 'Clínica',
      ownerID: 'o',
      createdAt: '2026-03-01T00:00:00Z',
      currentQueries: 0,
      maxQueries: 10,
    });
  });

  it('keeps the optional subscription and embedded members, normalising the map entries', () => {
    const { role: _role, status: _status, ...bare } = member;
    const unit = unitSchema.parse({
      id: 'u',
      name: 'C',
      ownerID: 'o',
      createdAt: '2026-03-01T00:00:00Z',
      subscriptionID: 'sub-1',
      members: { 'user-2': bare },
    });
    expect(unit.subscriptionID).toBe('sub-1');
    expect(unit.members?.['user-2']).toMatchObject({ role: 'member', status: 'pending' });
  });

  it('refuses negative or fractional counters', () => {
    const base = { id: 'u', name: 'C', ownerID: 'o', createdAt: '2026-03-01T00:00:00Z' };
    expect(unitSchema.safeParse({ ...base, currentQueries: -1 }).success).toBe(false);
    expect(unitSchema.safeParse({ ...base, maxQueries: 1.5 }).success).toBe(false);
  });
});

describe('member schemas', () => {
  it('the API shape takes only the spec roles and statuses', () => {
    expect(memberSchema.parse(member)).toEqual(member);
    expect(memberSchema.safeParse({ ...member, status: undefined }).success).toBe(false);
    expect(memberSchema.safeParse({ ...member, role: 'chefe' }).success).toBe(false);
  });

  it('a stored record without status is pending and without role is member (product rules §4)', () => {
    expect(memberRecordSchema.parse({ ...member, role: undefined, status: undefined })).toMatchObject({
      role: 'member',
      status: 'pending',
    });
    expect(memberRecordSchema.parse({ ...member, status: 'suspensa' }).status).toBe('pending');
    expect(memberRecordSchema.parse(member)).toEqual(member);
  });
});

describe('request schemas', () => {
  it('create takes a trimmed name and nothing about the owner', () => {
    expect(createUnitRequestSchema.parse({ name: ' Clínica ', ownerID: 'someone-else' })).toEqual({
      name: 'Clínica',
    });
    expect(createUnitRequestSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      'Informe o nome da unidade.',
    );
    expect(createUnitRequestSchema.safeParse({ name: 'x'.repeat(121) }).error?.issues[0]?.message).toBe(
      'Nome da unidade longo demais.',
    );
  });

  it('invitations and role changes offer admin or member, never owner', () => {
    expect(inviteMemberRequestSchema.parse({ email: ' C@Exemplo.com ', role: 'member' })).toEqual({
      email: 'c@exemplo.com',
      role: 'member',
    });
    expect(
      inviteMemberRequestSchema.safeParse({ email: 'c@exemplo.com', role: 'owner' }).error?.issues[0]
        ?.message,
    ).toBe('Escolha um papel válido.');
    expect(updateMemberRequestSchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(updateMemberRequestSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
  });
});
