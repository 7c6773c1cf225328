import { describe, expect, it } from 'vitest';
import { findAnimalReferences } from './animal-references.ts';
import { attributeTranscript, passagesOf } from './attribute-animals.ts';
import { crossAnimalFlags } from './cross-animal-flags.ts';

const REX_MEL = [
  { name: 'Rex', species: 'cao' as const },
  { name: 'Mel', species: 'gato' as const },
];

describe('findAnimalReferences', () => {
  it('finds names, all-of-them words and a species word unique to one animal, but not a name inside a word', () => {
    const refs = findAnimalReferences(
      'A Melissa ligou. O Rex e a gata; os dois tomam duas vezes ao dia.',
      REX_MEL,
    );
    expect(refs.map((r) => r.animals)).toEqual([[0], [1], [0, 1]]);
    expect(findAnimalReferences('dipirona pra Mel', REX_MEL)[0]?.prepositional).toBe(true);
    expect(findAnimalReferences('a Mel toma', REX_MEL)[0]?.prepositional).toBe(false);
  });
});

describe('attributeTranscript', () => {
  it('gives each drug to the animal of its clause, carrying the one talked about across sentences', () => {
    const { drugs, sentences } = attributeTranscript(
      'Bom dia. O Rex está com otite. Ele vai tomar cefalexina. Dipirona pra Mel, e meloxicam pro Rex. Antipulgas NexGard pros dois.',
      REX_MEL,
    );
    expect(drugs.map((d) => [d.value, d.animals])).toEqual([
      ['cefalexina', [0]],
      ['Dipirona', [1]],
      ['meloxicam', [0]],
      ['NexGard', [0, 1]],
    ]);
    // Said before any animal was named: the visit's, for every animal.
    expect(sentences[0]).toMatchObject({ text: 'Bom dia.', animals: [], explicit: false });
    expect(passagesOf(sentences).map((p) => p.animals)).toEqual([[], [0], [0, 1]]);
  });
});

describe('crossAnimalFlags', () => {
  const transcript =
    'O Rex vai tomar cefalexina 300 mg de 12 em 12 horas. A Mel vai tomar metronidazol 50 mg. Os dois tomam NexGard.';

  it('warns on a drug and a dose said only about another animal, with the sentence, and not on shared ones', () => {
    const flags = crossAnimalFlags({
      content: { itens: [{ farmaco: 'Cefalexina', dose: '300 mg' }, { farmaco: 'NexGard' }] },
      transcript,
      animals: REX_MEL,
      animalIndex: 1,
    });
    expect(flags).toEqual([
      expect.objectContaining({ path: 'itens.0.farmaco', value: 'Cefalexina', kind: 'animal' }),
      expect.objectContaining({ path: 'itens.0.dose', value: '300 mg', kind: 'animal' }),
    ]);
    expect(flags[0]?.reason).toBe(
      'Medicamento dito na consulta para Rex, não para Mel: «O Rex vai tomar cefalexina 300 mg de 12 em 12 horas.»',
    );
    expect(
      crossAnimalFlags({
        content: { itens: [{ farmaco: 'Cefalexina' }] },
        transcript,
        animals: REX_MEL,
        animalIndex: 0,
      }),
    ).toEqual([]);
  });

  it('says nothing on a visit with one animal', () => {
    const one = [REX_MEL[0] as (typeof REX_MEL)[number]];
    expect(
      crossAnimalFlags({ content: { a: 'metronidazol' }, transcript, animals: one, animalIndex: 0 }),
    ).toEqual([]);
  });
});
