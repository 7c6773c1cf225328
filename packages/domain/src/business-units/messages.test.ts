import { describe, expect, it } from 'vitest';
import { BUSINESS_UNIT_ERROR_TEXTS, BUSINESS_UNIT_ERRORS, businessUnitFailureOf } from './messages.ts';
import { MEMBER_STATUS_LABELS, normaliseMemberStatus, normaliseUnitRole, UNIT_ROLE_LABELS } from './roles.ts';

describe('product rules §8 texts', () => {
  it('are exact', () => {
    expect(BUSINESS_UNIT_ERRORS).toEqual({
      missingCreateParameters: 'Missing required parameters: name, ownerID, or ownerEmail',
      createFailed: 'Failed to create business unit',
      addMemberFailed: 'Failed to add business unit member',
      updateMemberFailed: 'Failed to update business unit member',
      removeMemberFailed: 'Failed to remove business unit member',
    });
  });

  it('each caller-facing one has pt-BR words for the screen, found from the server message', () => {
    expect(businessUnitFailureOf('Failed to remove business unit member')).toBe('removeMemberFailed');
    expect(BUSINESS_UNIT_ERROR_TEXTS.removeMemberFailed).toMatch(/^Não foi possível remover/);
    expect(businessUnitFailureOf('Failed to create business unit')).toBe('createFailed');
    // The internal one is for logs: the screen never shows it.
    expect(businessUnitFailureOf('Missing required parameters: name, ownerID, or ownerEmail')).toBeNull();
    expect(businessUnitFailureOf('Sessão expirada.')).toBeNull();
  });
});

describe('roles and statuses', () => {
  it('normalise a missing or unknown value to the one that grants least', () => {
    expect(normaliseUnitRole(undefined)).toBe('member');
    expect(normaliseUnitRole('ADMIN')).toBe('member');
    expect(normaliseUnitRole('admin')).toBe('admin');
    expect(normaliseMemberStatus(null)).toBe('pending');
    expect(normaliseMemberStatus('Active')).toBe('pending');
    expect(normaliseMemberStatus('active')).toBe('active');
  });

  it('have pt-BR labels', () => {
    expect(UNIT_ROLE_LABELS).toEqual({
      owner: 'Proprietário(a)',
      admin: 'Administrador(a)',
      member: 'Membro',
    });
    expect(MEMBER_STATUS_LABELS).toEqual({ active: 'Ativo', pending: 'Convite pendente' });
  });
});
