import { describe, expect, it } from 'vitest';
import { CPF_MASK_MAX_LENGTH, isValidCpf, maskCpf, maskPhone, PHONE_MASK_MAX_LENGTH } from './cpf.ts';

describe('isValidCpf', () => {
  it('accepts CPFs with correct check digits, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
});

describe('masks', () => {
  it('masks CPF progressively up to 14 characters', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('52998224725999').length).toBe(CPF_MASK_MAX_LENGTH);
  });

  it('masks mobile and landline phones up to 15 characters', () => {
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('1134')).toBe('(11) 34');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1198765432199').length).toBe(PHONE_MASK_MAX_LENGTH);
  });
});
