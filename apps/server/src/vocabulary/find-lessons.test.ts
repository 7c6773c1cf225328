import { describe, expect, it } from 'vitest';
import { findLessons } from './find-lessons.ts';
import { applyCorrectionPairs } from './post-correct.ts';
import { diffWords, wordsOf } from './word-diff.ts';

describe('diffWords', () => {
  it('finds the replaced, removed and added runs', () => {
    const hunks = diffWords(
      wordsOf('dei bravo ekto ontem e hoje nada'),
      wordsOf('dei Bravecto ontem e hoje nada mais'),
    );
    expect(hunks?.map((h) => [h.removed.map((w) => w.text), h.added.map((w) => w.text)])).toEqual([
      [['bravo', 'ekto'], ['Bravecto']],
      [[], ['mais']],
    ]);
  });
});

describe('findLessons', () => {
  const before =
    'O Thor está com prurido. Vou passar simpárique e repetir em trinta dias. Mucosas normocoradas.';

  it('learns a misheard brand as a pair', () => {
    const after = before.replace('simpárique', 'Simparic');
    expect(findLessons({ before, after })).toEqual([{ term: 'Simparic', heard: 'simpárique' }]);
  });

  it('learns a case fix and a typed-in brand as terms', () => {
    const after = `${before.replace('prurido', 'prurido intenso')} Indiquei Apoquel e Cytopoint. Revisar o V10.`;
    const fixed = findLessons({ before: 'dei nexgard ontem', after: 'dei NexGard ontem' });
    expect(fixed).toEqual([{ term: 'NexGard', heard: null }]);
    expect(findLessons({ before, after }).map((l) => l.term)).toEqual(['Apoquel', 'Cytopoint', 'V10']);
  });

  it('never learns a name, a number, a placeholder, an everyday word or a grammar fix', () => {
    const cases: [string, string][] = [
      ['a dona falou com a Fabiana', 'a dona falou com a Flaviana'],
      ['a dona falou com Fabiana', 'a dona falou com Joaquina Souza'],
      ['pesava 12 kg', 'pesava 14 kg'],
      ['ligou o [TUTOR] ontem', 'ligou o senhor ontem'],
      ['linfonodos presentes', 'linfonodos ausentes'],
      ['ele estava bem', 'ele estavam bem'],
      ['a Mel comeu', 'a Mel comeu bem'],
      ['o Thor comeu ração', 'o Thor comeu rações'],
    ];
    for (const [b, a] of cases) expect(findLessons({ before: b, after: a }), a).toEqual([]);
    expect(
      findLessons({ before: 'o toro está bem', after: 'o Thor está bem', protectedNames: ['Thor'] }),
    ).toEqual([]);
  });
});

describe('applyCorrectionPairs', () => {
  it('replaces whole misheard words, ignoring case and accents, and says which', () => {
    const result = applyCorrectionPairs('Dei Simpárique ontem; simparique de novo. Simparique!', [
      { heard: 'simpárique', term: 'Simparic' },
      { heard: 'ique', term: 'nada' },
    ]);
    expect(result.text).toBe('Dei Simparic ontem; Simparic de novo. Simparic!');
    expect(result.corrections).toEqual([{ heard: 'Simpárique', term: 'Simparic' }]);
  });

  it('takes a form of several words before a shorter one', () => {
    const result = applyCorrectionPairs('tomou bravo ekto', [
      { heard: 'ekto', term: 'Ecto' },
      { heard: 'bravo ekto', term: 'Bravecto' },
    ]);
    expect(result.text).toBe('tomou Bravecto');
  });
});
