import { describe, expect, it } from 'vitest';
import { CNPJ_MASK_MAX_LENGTH, completeCnpj, isValidCnpj, maskCnpj, normalizeCnpj } from './cnpj.ts';

describe('isValidCnpj', () => {
  it('accepts numeric CNPJs with correct check digits, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('12.345.678/0001-95')).toBe(true);
  });

  it('accepts the Receita Federal alphanumeric example, in either case', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths, letters in the check digits and repeated characters', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('12.345.678/0001-90')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('112223330001AB')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('completes and normalises', () => {
    expect(completeCnpj('112223330001')).toBe('11222333000181');
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});

describe('maskCnpj', () => {
  it('masks progressively up to 18 characters', () => {
    expect(maskCnpj('11')).toBe('11');
    expect(maskCnpj('112')).toBe('11.2');
    expect(maskCnpj('112223')).toBe('11.222.3');
    expect(maskCnpj('112223330')).toBe('11.222.333/0');
    expect(maskCnpj('1122233300018')).toBe('11.222.333/0001-8');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('11.222.333/0001-81999').length).toBe(CNPJ_MASK_MAX_LENGTH);
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('')).toBe('');
  });
});
