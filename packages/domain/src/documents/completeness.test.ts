import { describe, expect, it } from 'vitest';
import { COMPLETENESS_HEADING, missingForCompleteness } from './completeness.ts';

const dog = { name: 'Thor', species: 'cao' as const, weightKg: 12.5 };
const FULL_ITEM = {
  farmaco: 'Meloxicam',
  concentracao: '0,5 mg/mL',
  formaFarmaceutica: 'suspensão oral',
  dose: '0,1 mg/kg',
  via: 'oral',
  frequencia: 'a cada 24 horas',
  duracao: '5 dias',
  quantidade: '1 frasco de 20 mL',
};

describe('completeness of a document', () => {
  it('receita: lists the weight and each medicine field the rule asks for, with where to fill it', () => {
    expect(COMPLETENESS_HEADING).toBe('Faltam para o documento ficar completo:');
    expect(
      missingForCompleteness({ type: 'receita', content: { itens: [FULL_ITEM] }, patient: dog }),
    ).toEqual([]);
    const missing = missingForCompleteness({
      type: 'receita',
      content: { itens: [FULL_ITEM, { farmaco: 'Omeprazol', administrar: '1 cápsula' }] },
      patient: { name: 'Thor', species: 'cao' },
    });
    expect(missing.map((item) => item.label)).toEqual([
      'Peso do animal',
      'Concentração (medicamento 2)',
      'Forma farmacêutica (medicamento 2)',
      'Via (medicamento 2)',
      'Frequência (medicamento 2)',
      'Duração (medicamento 2)',
      'Quantidade (medicamento 2)',
    ]);
    expect(missing[0]?.target).toEqual({ kind: 'weight' });
    expect(missing[1]?.target).toEqual({ kind: 'field', path: 'itens.1.concentracao' });
  });

  it('receita for food animals asks for the withdrawal period; an empty receita for a medicine', () => {
    const cow = { name: 'Mimosa', species: 'bovino' as const, weightKg: 450 };
    expect(
      missingForCompleteness({ type: 'receita', content: { itens: [FULL_ITEM] }, patient: cow }),
    ).toEqual([
      {
        id: 'itens.0.periodoCarencia',
        label: 'Período de carência (medicamento 1)',
        target: { kind: 'field', path: 'itens.0.periodoCarencia' },
      },
    ]);
    expect(
      missingForCompleteness({ type: 'receita', content: {}, patient: dog }).map((i) => i.label),
    ).toEqual(['Ao menos um medicamento']);
  });

  it('prontuário: the anamnese and the diagnóstico list what the 2025 resolution asks', () => {
    expect(
      missingForCompleteness({ type: 'anamnese', content: {}, patient: dog }).map((i) => i.label),
    ).toEqual([
      'Relato do responsável (queixa principal)',
      'Histórico da queixa',
      'Temperatura',
      'Frequência cardíaca',
      'Frequência respiratória',
      'Exame físico (estado geral e achados)',
      'Imunizações (situação vacinal)',
    ]);
    expect(
      missingForCompleteness({
        type: 'anamnese',
        content: {},
        patient: { name: 'Mia', species: 'gato' },
      }).map((i) => i.id),
    ).toContain('sinaisVitais.peso');
    expect(
      missingForCompleteness({
        type: 'diagnostico',
        content: { presuntivo: 'Gastrite aguda' },
        patient: dog,
      }),
    ).toEqual([
      {
        id: 'conduta',
        label: 'Conduta (procedimentos e tratamento)',
        target: { kind: 'field', path: 'conduta' },
      },
    ]);
    expect(missingForCompleteness({ type: 'orientacoes', content: {}, patient: dog })).toEqual([]);
  });
});
