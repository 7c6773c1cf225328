import { describe, expect, it } from 'vitest';
import { checkCreateUnitInput, newUnitRecords } from './create-unit.ts';
import { unitSchema } from './schemas.ts';

const valid = { name: '  Clínica Boa Vista  ', ownerID: '  user-1 ', ownerEmail: ' Dra.Ana@Exemplo.com.br ' };

describe('checkCreateUnitInput', () => {
  it('trims the name and the owner id (product rules §5)', () => {
    const check = checkCreateUnitInput(valid);
    expect(check).toEqual({
      ok: true,
      input: { name: 'Clínica Boa Vista', ownerID: 'user-1', ownerEmail: 'dra.ana@exemplo.com.br' },
    });
  });

  it.each([
    ['name', { ...valid, name: undefined }],
    ['name', { ...valid, name: '   ' }],
    ['ownerID', { ...valid, ownerID: undefined }],
    ['ownerID', { ...valid, ownerID: ' ' }],
    ['ownerEmail', { ...valid, ownerEmail: undefined }],
    ['ownerEmail', { ...valid, ownerEmail: '' }],
  ])(
    'without %s: the internal message for the log, "Failed to create business unit" for the caller',
    (field, input) => {
      const check = checkCreateUnitInput(input);
      expect(check).toEqual({
        ok: false,
        logMessage: 'Missing required parameters: name, ownerID, or ownerEmail',
        message: 'Failed to create business unit',
        fields: [field],
      });
    },
  );

  it('refuses nothing at all, and a name with a line break', () => {
    expect(checkCreateUnitInput(undefined)).toMatchObject({
      ok: false,
      fields: ['name', 'ownerID', 'ownerEmail'],
    });
    expect(checkCreateUnitInput({ ...valid, name: 'Clínica\nBoa' })).toMatchObject({
      ok: false,
      fields: ['name'],
    });
  });
});

describe('newUnitRecords', () => {
  const check = checkCreateUnitInput(valid);
  if (!check.ok) throw new Error('the valid input must pass');
  const now = new Date('2026-03-01T12:00:00Z');
  const { unit, owner } = newUnitRecords({ input: check.input, id: 'unit-9', now, ownerName: ' Ana Souza ' });

  it('starts the pool at 0 of 10, with no subscription yet (product rules §3, §9)', () => {
    expect(unit).toEqual({
      id: 'unit-9',
      name: 'Clínica Boa Vista',
      ownerID: 'user-1',
      createdAt: '2026-03-01T12:00:00.000Z',
      currentQueries: 0,
      maxQueries: 10,
    });
    expect(unitSchema.parse(unit)).toEqual(unit);
  });

  it('makes the owner an active member with role owner (product rules §4)', () => {
    expect(owner).toEqual({
      userID: 'user-1',
      role: 'owner',
      email: 'dra.ana@exemplo.com.br',
      name: 'Ana Souza',
      joinedAt: '2026-03-01T12:00:00.000Z',
      status: 'active',
    });
  });
});
