import { describe, expect, it } from 'vitest';
import { HELD_OUT_SET, measureAnonymiser, TUNING_SET } from './evaluate.ts';
import { parseMarkedLine } from './fixtures/marked.ts';
import { lexiconSize } from './lexicon.ts';

describe('the anonymiser on the marked fixture sets (issue 16)', () => {
  it('has at least 150 lines in two separate sets', () => {
    expect(TUNING_SET.length + HELD_OUT_SET.length).toBeGreaterThanOrEqual(150);
    const texts = (set: typeof TUNING_SET) =>
      new Set(set.flatMap((line) => parseMarkedLine(line).segments.map((s) => s.text)));
    const tuning = texts(TUNING_SET);
    expect([...texts(HELD_OUT_SET)].filter((t) => tuning.has(t))).toEqual([]);
  });

  it('reaches the targets on the tuning set', () => {
    const figures = measureAnonymiser(TUNING_SET);
    expect(figures.pii.recall).toBeGreaterThanOrEqual(0.98);
    expect(figures.pii.precision).toBeGreaterThanOrEqual(0.97);
    expect(figures.facts.rate).toBeGreaterThanOrEqual(0.97);
  });

  // The held-out set is never tuned on; this only guards against a rule change that breaks it.
  it('stays above the targets on the held-out set', () => {
    const figures = measureAnonymiser(HELD_OUT_SET);
    expect(figures.pii.recall).toBeGreaterThanOrEqual(0.98);
    expect(figures.pii.precision).toBeGreaterThanOrEqual(0.95);
    expect(figures.facts.rate).toBeGreaterThanOrEqual(0.97);
  });

  it('scores by span: a partly redacted detail is a miss, a touched fact is lost', () => {
    const figures = measureAnonymiser(['Meu nome é {n:Ana Souza} e a {=Mel} tem {=3 anos}.'], () => [
      [
        { kind: 'TUTOR', start: 11, end: 14, original: 'Ana' },
        { kind: 'TUTOR', start: 25, end: 28, original: 'Mel' },
      ],
    ]);
    expect(figures.pii).toMatchObject({ expected: 1, found: 2, correct: 0, precision: 0.5, recall: 0 });
    expect(figures.facts).toMatchObject({ expected: 2, kept: 1, rate: 0.5 });
  });

  it('reads the census lexicon', () => {
    expect(lexiconSize()).toBe(20000);
  });
});
