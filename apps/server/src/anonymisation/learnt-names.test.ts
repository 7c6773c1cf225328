import { describe, expect, it } from 'vitest';
import { anonymise } from './anonymise.ts';
import { CROSS_SEGMENT_FIXTURES } from './fixtures/cross-segment.ts';
import { anonymiseSegments, learnNameWords, nameWordHasher, redactNameWords } from './learnt-names.ts';
import { measureCrossSegment } from './measure.ts';

describe('names learnt across segments', () => {
  it('redacts a name introduced in a later segment from the earlier and later ones', () => {
    const texts = anonymiseSegments(
      [
        'Mariana, pode me ligar depois do exame?',
        'O Thor está com otite.',
        'Meu nome é Mariana Costa, sou a tutora dele.',
        'Costa, pode segurar o Thor?',
      ],
      { patientName: 'Thor' },
    ).map((r) => r.text);
    expect(texts).toEqual([
      '[TUTOR], pode me ligar depois do exame?',
      'O Thor está com otite.',
      'Meu nome é [TUTOR], sou a tutora dele.',
      '[TUTOR], pode segurar o Thor?',
    ]);
  });

  it('never learns the animal name, a title or a placeholder', () => {
    const result = anonymise('Aqui é a Doutora Paula, e sou a dona Mel.');
    expect(learnNameWords(result, { patientName: 'Mel' })).toEqual(['paula']);
    expect(redactNameWords('[TUTOR] ou [ENDEREÇO]', (w) => w !== 'ou').text).toBe('[TUTOR] ou [ENDEREÇO]');
  });

  it('joins a run of name words, with connectors, into one placeholder', () => {
    const known = new Set(['jose', 'silva', 'ana']);
    expect(redactNameWords('O José da Silva e a Ana chegaram.', (w) => known.has(w)).text).toBe(
      'O [TUTOR] e a [TUTOR] chegaram.',
    );
  });

  it('hashes a word differently per consultation and per secret, and the same for the same inputs', () => {
    const a = nameWordHasher('segredo', 'c1');
    expect(a('mariana')).toBe(nameWordHasher('segredo', 'c1')('mariana'));
    expect(a('mariana')).not.toBe(nameWordHasher('segredo', 'c2')('mariana'));
    expect(a('mariana')).not.toBe(nameWordHasher('outro', 'c1')('mariana'));
    expect(a('mariana')).not.toContain('mariana');
  });

  it('keeps the animal data in every cross-segment fixture, and scores at least 0.9 on them', () => {
    for (const fixture of CROSS_SEGMENT_FIXTURES) {
      const joined = anonymiseSegments(fixture.segments, fixture)
        .map((r) => r.text)
        .join(' ');
      // A tutor called Rosa no longer hides the colour: a learnt common word stays in lower case.
      for (const kept of fixture.keep) expect(joined, fixture.segments.join(' ')).toContain(kept);
    }
    const { precision, recall, misses, falseAlarms } = measureCrossSegment(CROSS_SEGMENT_FIXTURES);
    expect({ misses, falseAlarms }).toEqual({ misses: [], falseAlarms: [] });
    expect(recall).toBe(1);
    expect(precision).toBe(1);
  });

  it('still redacts a learnt common-word name said of the person in lower case', () => {
    const texts = anonymiseSegments(
      ['Meu nome é Rosa.', 'A gengiva está rosa.', 'a rosa disse que ele comeu.'],
      {
        patientName: 'Thor',
      },
    ).map((r) => r.text);
    expect(texts).toEqual(['Meu nome é [TUTOR].', 'A gengiva está rosa.', 'a [TUTOR] disse que ele comeu.']);
  });

  it("never learns the vet's own name or the animal's, even when a pattern catches them", () => {
    const result = anonymise('Aqui é a Doutora Paula Reis e sou a dona Mel.');
    expect(learnNameWords(result, { patientName: 'Mel', vetName: 'Paula Reis' })).toEqual([]);
  });
});
