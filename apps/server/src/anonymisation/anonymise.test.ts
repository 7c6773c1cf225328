import { describe, expect, it } from 'vitest';
import { anonymise } from './anonymise.ts';
import { ANONYMISATION_FIXTURES } from './fixtures.ts';
import { measureAnonymisation } from './measure.ts';

describe('anonymise', () => {
  it('replaces each kind with its placeholder', () => {
    const { text } = anonymise(
      'Meu nome é Ana Souza, CPF 529.982.247-25, telefone (11) 98765-4321, ana@exemplo.com, Rua Augusta 100, CEP 01305-000.',
    );
    expect(text).toBe('Meu nome é [TUTOR], CPF [CPF], telefone [TELEFONE], [EMAIL], [ENDEREÇO], CEP [CEP].');
  });

  it('finds the given tutor name without accents or case', () => {
    expect(anonymise('a conceicao disse que ele melhorou', { tutorName: 'Conceição Prado' }).text).toBe(
      'a [TUTOR] disse que ele melhorou',
    );
  });

  it('keeps the animal data and clinical numbers in every fixture', () => {
    for (const fixture of ANONYMISATION_FIXTURES) {
      const { text } = anonymise(fixture.text, { tutorName: fixture.tutorName });
      for (const kept of fixture.keep) expect(text, fixture.text).toContain(kept);
    }
  });

  it('reaches precision and recall of at least 0.95 on the fixtures', () => {
    expect(ANONYMISATION_FIXTURES.length).toBeGreaterThanOrEqual(30);
    const { precision, recall, misses, falseAlarms } = measureAnonymisation(ANONYMISATION_FIXTURES);
    expect({ misses, falseAlarms }).toEqual({ misses: [], falseAlarms: [] });
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
