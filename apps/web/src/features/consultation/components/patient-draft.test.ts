import { describe, expect, it } from 'vitest';
import { describePatient, EMPTY_PATIENT_DRAFT, parsePatientDraft } from './patient-draft.ts';

describe('patient draft', () => {
  it('turns the typed form into the API patient, with a Brazilian decimal weight', () => {
    const parsed = parsePatientDraft({
      ...EMPTY_PATIENT_DRAFT,
      name: ' Mia ',
      species: 'gato',
      sex: 'femea',
      age: '3 anos',
      weight: '4,35 kg',
      neutered: 'sim',
      tutorName: ' Ana Souza ',
    });
    expect(parsed).toEqual({
      patient: { name: 'Mia', species: 'gato', sex: 'femea', age: '3 anos', weightKg: 4.35, neutered: true },
      tutorName: 'Ana Souza',
    });
  });

  it('names every missing or wrong field in Portuguese', () => {
    expect(parsePatientDraft({ ...EMPTY_PATIENT_DRAFT, weight: 'doze' })).toEqual({
      errors: {
        name: 'Informe o nome do animal.',
        species: 'Escolha a espécie.',
        weight: 'Peso inválido. Use números, como 12,5.',
      },
    });
    expect(
      parsePatientDraft({ ...EMPTY_PATIENT_DRAFT, name: 'Boi', species: 'bovino', weight: '2500' }),
    ).toEqual({
      errors: { weight: 'Peso acima do esperado (máximo de 2000 kg).' },
    });
  });

  it('describes the patient in one line', () => {
    expect(
      describePatient({ name: 'Mia', species: 'gato', sex: 'femea', weightKg: 4.35, neutered: true }),
    ).toBe('Mia · Gato · Fêmea · 4,35 kg · castrada');
    expect(describePatient({ name: 'Estrela', species: 'equino', breed: 'Mangalarga' })).toBe(
      'Estrela · Equino · Mangalarga',
    );
  });
});
