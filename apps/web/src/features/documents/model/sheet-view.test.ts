import type { Profile } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { issuerOf } from '../hooks/use-sheet-issuer.ts';
import { sheetView } from './sheet-view.ts';

const PROFILE = {
  firstName: 'Helena',
  lastName: 'Prado',
  email: 'helena@clinica.vet.br',
  crmv: '12345/SP',
  establishment: { name: 'Clínica Bicho Feliz', phone: '1133334444' },
} as Profile;

const base = {
  patient: { name: 'Thor', species: 'cao' as const },
  place: 'Campinas/SP',
  date: new Date('2026-11-21T15:00:00Z'),
};

describe('the sheet view', () => {
  it('prints the vet and establishment from the profile and the responsável only where the law asks', () => {
    const responsavel = {
      responsavelNome: 'Maria José',
      responsavelCpf: '529.982.247-25',
      responsavelEndereco: '',
    };
    const receita = sheetView({
      ...base,
      type: 'receita',
      content: {},
      issuer: issuerOf(PROFILE),
      responsavel,
    });
    expect(receita?.issuer.name).toBe('Helena Prado');
    expect(receita?.issuer.crmv).toBe('CRMV-SP nº 12345');
    expect(receita?.issuer.establishment?.name).toBe('Clínica Bicho Feliz');
    // A receita names the responsável but not the CPF; an anamnese names nobody.
    expect(receita?.responsavel).toEqual([{ label: 'Nome', value: 'Maria José' }]);
    expect(
      sheetView({ ...base, type: 'anamnese', content: {}, issuer: null, responsavel })?.responsavel,
    ).toEqual([]);
    expect(receita?.placeAndDate).toBe('Campinas/SP, 21 de novembro de 2026');
  });

  it('shows a CRMV it cannot read as typed, and a neutral header before the profile answers', () => {
    const odd = sheetView({
      ...base,
      type: 'anamnese',
      content: {},
      issuer: issuerOf({ ...PROFILE, crmv: '12345' }),
      responsavel: {},
    });
    expect(odd?.issuer.crmv).toBe('CRMV 12345');
    expect(odd?.signature.crmv).toBe('CRMV 12345');
    const waiting = sheetView({ ...base, type: 'anamnese', content: {}, issuer: null, responsavel: {} });
    expect(waiting?.issuer.crmv).toBe('CRMV');
  });

  it('reads half-written content (a stream) field by field rather than failing', () => {
    const view = sheetView({
      ...base,
      type: 'receita',
      content: { itens: [{ farmaco: 'Melo' }], orientacoesGerais: 42 },
      issuer: null,
      responsavel: {},
    });
    expect(view?.blocks.map((block) => block.kind)).toEqual(['medications']);
  });
});
