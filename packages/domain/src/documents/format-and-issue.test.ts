import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatDateBr,
  formatDecimal,
  formatIsoDay,
  formatLongDateBr,
  formatPhoneBr,
  formatPlaceAndDate,
  localiseIsoDates,
} from './format.ts';
import { issueDetailsSchema, missingIssueDetails } from './issue-details.ts';
import { documentIssuerSchema, formatCrmv, parseCrmv } from './issuer.ts';

describe('pt-BR formats', () => {
  it('writes dates as Brazilian documents do', () => {
    expect(formatDateBr('2026-11-21')).toBe('21/11/2026');
    expect(formatLongDateBr('2026-11-21')).toBe('21 de novembro de 2026');
    expect(formatLongDateBr('2026-03-01')).toBe('1º de março de 2026');
    expect(formatPlaceAndDate('São Paulo', '2026-11-21')).toBe('São Paulo, 21 de novembro de 2026');
    expect(formatPlaceAndDate('  ', '2026-11-21')).toBe('21 de novembro de 2026');
    expect(localiseIsoDates('aplicada em 2026-02-10, reforço 2027-02-10')).toBe(
      'aplicada em 10/02/2026, reforço 10/02/2027',
    );
  });

  it('takes the calendar day of a Date in São Paulo', () => {
    // 01:30 UTC on the 22nd is still the 21st in Brasília time.
    expect(formatIsoDay(new Date('2026-11-22T01:30:00Z'))).toBe('2026-11-21');
    expect(formatIsoDay(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-22');
  });

  it('writes numbers and identifiers with Brazilian separators', () => {
    expect(formatDecimal(32.5)).toBe('32,5');
    expect(formatDecimal(1200.25)).toBe('1.200,25');
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatCnpj('12.345')).toBe('12.345');
    expect(formatPhoneBr('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhoneBr('1133334444')).toBe('(11) 3333-4444');
  });
});

describe('CRMV', () => {
  it('reads the ways vets write it', () => {
    for (const written of ['12345/SP', 'CRMV-SP 12345', 'crmv sp nº 12.345', 'SP-12345', '12345 - SP']) {
      expect(parseCrmv(written), written).toEqual({ number: '12345', uf: 'SP' });
    }
    expect(parseCrmv('12345')).toBeNull();
    expect(parseCrmv('XX 12345')).toBeNull();
    expect(formatCrmv({ number: '12345', uf: 'SP' })).toBe('CRMV-SP nº 12345');
  });

  it('validates an issuer with pt-BR messages', () => {
    const bad = documentIssuerSchema.safeParse({ name: '', crmv: { number: '1', uf: 'XX' } });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Informe o nome do médico-veterinário.',
      'UF do CRMV inválida.',
    ]);
  });
});

describe('issueDetailsSchema', () => {
  it('takes the responsável typed at issue time, all optional', () => {
    expect(issueDetailsSchema.parse({})).toEqual({});
    expect(
      issueDetailsSchema.parse({ responsavelNome: '  ', responsavelCpf: '', responsavelEndereco: '' }),
    ).toEqual({
      responsavelNome: undefined,
      responsavelCpf: undefined,
      responsavelEndereco: undefined,
    });
    expect(
      issueDetailsSchema.parse({ responsavelNome: 'Maria José', responsavelCpf: '529.982.247-25' }),
    ).toMatchObject({
      responsavelNome: 'Maria José',
      responsavelCpf: '52998224725',
    });
  });

  it('refuses an invalid CPF and over-long text in Portuguese', () => {
    expect(issueDetailsSchema.safeParse({ responsavelCpf: '123.456.789-00' }).error?.issues[0]?.message).toBe(
      'CPF inválido',
    );
    expect(
      issueDetailsSchema.safeParse({ responsavelEndereco: 'x'.repeat(301) }).error?.issues[0]?.message,
    ).toBe('Endereço do responsável longo demais.');
  });

  it('says what each document still needs about the responsável', () => {
    expect(missingIssueDetails('receita', {})).toEqual(['Nome do responsável', 'Endereço do responsável']);
    expect(missingIssueDetails('atestado-saude', { responsavelNome: 'Maria' })).toEqual([
      'CPF do responsável',
      'Endereço do responsável',
    ]);
    expect(missingIssueDetails('anamnese', undefined)).toEqual([]);
  });
});
