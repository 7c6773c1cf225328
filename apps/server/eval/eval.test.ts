import { describe, expect, it } from 'vitest';
import { ANIMAL_VISITS, measureAnimals } from './animals.ts';
import { doseFlagsOf, measureDoses } from './doses.ts';
import { DOSE_LINES } from './fixtures/dose-lines.ts';
import { flagsOfPair, GROUNDING_HELD_OUT_PAIRS, GROUNDING_PAIRS, measureGrounding } from './grounding.ts';
import { liveConfig } from './live/providers.ts';
import { belowFloors, runOfflineEval } from './offline.ts';
import { offlineReport } from './report.ts';
import { wordErrorRate, wordErrors } from './wer.ts';

describe('the offline eval', () => {
  const figures = runOfflineEval();

  it('computes every figure on both anonymisation sets and the grounding pairs, at or above the floors', () => {
    for (const set of [figures.anonymisation.tuning, figures.anonymisation.heldOut]) {
      expect(set.lines).toBeGreaterThan(50);
      expect(set.pii.expected).toBeGreaterThan(50);
      expect(set.facts.expected).toBeGreaterThan(50);
    }
    expect(figures.grounding.pairs).toBeGreaterThanOrEqual(40);
    expect(figures.groundingHeldOut.pairs).toBeGreaterThanOrEqual(12);
    expect(figures.groundingHeldOut.planted).toBeGreaterThan(10);
    expect(figures.grounding.facts).toBeGreaterThan(figures.grounding.planted);
    expect(belowFloors(figures)).toEqual([]);
  });

  it('prints the figures without listing the held-out misses', () => {
    const text = offlineReport(figures).join('\n');
    expect(text).toMatch(/held-out set: \d+ consultations/);
    expect(text).toMatch(/recall of planted errors \d+\.\d%/);
    expect(text).toMatch(/held-out pairs: \d+ transcript\/document pairs/);
    for (const miss of figures.anonymisation.heldOut.misses) expect(text).not.toContain(miss);
    for (const miss of figures.groundingHeldOut.misses) expect(text).not.toContain(miss);
    for (const miss of figures.animalsHeldOut.misses) expect(text).not.toContain(miss);
  });

  it('has planted errors of every kind, faithful documents of every type, and well-formed pairs', () => {
    const g = figures.grounding;
    for (const kind of Object.values(g.byKind)) expect(kind.planted).toBeGreaterThanOrEqual(5);
    const cleanTypes = new Set(GROUNDING_PAIRS.filter((p) => p.planted.length === 0).map((p) => p.type));
    expect(cleanTypes.size).toBe(6);
    expect(new Set(GROUNDING_PAIRS.map((p) => p.id)).size).toBe(GROUNDING_PAIRS.length);
    // A planted error must be in the document as written, or the pair measures nothing.
    for (const pair of [...GROUNDING_PAIRS, ...GROUNDING_HELD_OUT_PAIRS])
      for (const planted of pair.planted) expect(JSON.stringify(pair.content)).toContain(planted.value);
  });
});

describe('the visits with several animals', () => {
  it('has at least 20 visits, every animal named in its transcript, and meets its floors', () => {
    const figures = measureAnimals();
    expect(figures.visits).toBeGreaterThanOrEqual(20);
    expect(new Set(ANIMAL_VISITS.map((visit) => visit.id)).size).toBe(ANIMAL_VISITS.length);
    for (const visit of ANIMAL_VISITS)
      for (const drug of visit.drugs) expect(visit.transcript).toContain(drug.drug);
    expect(figures.wrongAnimalRate).toBe(0);
  });

  it('counts a drug given to the wrong animal and a warning on a faithful receita', () => {
    const [visit] = ANIMAL_VISITS;
    if (!visit) throw new Error('no visit');
    const swapped = { ...visit, drugs: visit.drugs.map((d) => ({ ...d, animals: ['Ninguém'] })) };
    const figures = measureAnimals([swapped]);
    expect(figures.wrongAnimal).toBe(figures.recognised);
    expect(figures.misses.length).toBeGreaterThan(0);
  });
});

describe('measureGrounding', () => {
  const [pair] = GROUNDING_PAIRS.filter((p) => p.id === 'collie-receita-planted');

  it('counts a ruled-out drug as caught only when the flag gives the reason', () => {
    if (!pair) throw new Error('fixture missing');
    expect(flagsOfPair(pair)).toContainEqual(
      expect.objectContaining({ value: 'Ivermectina', reason: expect.any(String) }),
    );
    expect(measureGrounding([pair]).byKind['negated-drug']).toEqual({ planted: 1, caught: 1 });
    // The same document against a transcript that never ruled it out: flagged as unsaid, not as ruled out.
    const unsaid = { ...pair, consultation: { ...pair.consultation, transcript: 'Demodicose localizada.' } };
    expect(measureGrounding([unsaid]).byKind['negated-drug']).toEqual({ planted: 1, caught: 0 });
  });

  it('fails a faithful document that gets a flag, and misses a planted error the check cannot see', () => {
    if (!pair) throw new Error('fixture missing');
    const faithful = { ...pair, planted: [] };
    const measured = measureGrounding([faithful]);
    expect(measured.falseFlags).toBeGreaterThan(0);
    expect(measured.cleanWithoutFlags).toBe(0);
    const invisible = { ...pair, planted: [{ kind: 'number' as const, path: 'itens.0.via', value: 'oral' }] };
    expect(measureGrounding([invisible]).recall).toBe(0);
  });
});

describe('the dose set', () => {
  it('has at least 60 receita lines, half with a planted error of each kind, and meets its floors', () => {
    const figures = measureDoses();
    expect(figures.lines).toBeGreaterThanOrEqual(60);
    expect(figures.planted * 2).toBe(figures.lines);
    for (const kind of Object.values(figures.byKind)) expect(kind.planted).toBeGreaterThanOrEqual(8);
    expect(new Set(DOSE_LINES.map((line) => line.id)).size).toBe(DOSE_LINES.length);
    expect(figures.recall).toBeGreaterThanOrEqual(0.95);
    expect(figures.falseFlagRate).toBeLessThanOrEqual(0.05);
  });

  it('counts a missed error and a flag on a correct dose', () => {
    const [correct] = DOSE_LINES.filter((line) => line.planted === null);
    if (!correct) throw new Error('no correct line');
    const wrong = { ...correct, id: 'wrong', item: { ...correct.item, dose: '50 comprimidos' } };
    expect(doseFlagsOf(wrong).length).toBeGreaterThan(0);
    const figures = measureDoses([
      { ...wrong, planted: null },
      { ...correct, planted: 'dez-vezes' },
    ]);
    expect(figures).toMatchObject({ caught: 0, falseFlags: 1, recall: 0, falseFlagRate: 1 });
  });
});

describe('word error rate', () => {
  it('counts substitutions, deletions and insertions, reading numbers alike', () => {
    expect(wordErrors('meloxicam zero vírgula um mg', 'Meloxicam 0,1 mg.')).toEqual({ errors: 0, words: 3 });
    expect(wordErrors('dar meloxicam por cinco dias', 'dar meloxican por 5 dias')).toEqual({
      errors: 1,
      words: 5,
    });
    expect(wordErrors('uma vez ao dia', 'uma vez dia sim')).toEqual({ errors: 2, words: 4 });
    expect(
      wordErrorRate([
        { reference: 'a b c d', hypothesis: '' },
        { reference: 'e f', hypothesis: 'e f' },
      ]),
    ).toBe(4 / 6);
  });
});

describe('liveConfig', () => {
  it('skips each live part, with the reason, unless its provider is chosen', () => {
    const none = liveConfig({});
    expect(none.stt).toEqual({ run: false, reason: expect.stringContaining('AI_STT_PROVIDER is not set') });
    expect(none.text).toEqual({ run: false, reason: expect.stringContaining('AI_TEXT_PROVIDER is not set') });
    const both = liveConfig({
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_TEXT_MODEL: 'qualquer',
    });
    expect(both.stt.run && both.stt.config.stt.baseUrl).toBe('http://127.0.0.1:9/v1');
    expect(both.text.run && both.text.config.text.model).toBe('qualquer');
    const broken = liveConfig({ AI_TEXT_PROVIDER: 'openai-compatible' });
    expect(broken.text).toEqual({ run: false, reason: expect.stringContaining('invalid') });
  });
});
