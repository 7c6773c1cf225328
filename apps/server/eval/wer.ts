import { comparableWords } from '@vetvoz/domain';

export interface WordErrors {
  /** Substitutions + deletions + insertions. */
  errors: number;
  /** Words in the reference. */
  words: number;
}

/** Word-level edit distance between what was said and what the STT wrote, numbers read alike. */
export function wordErrors(reference: string, hypothesis: string): WordErrors {
  const ref = comparableWords(reference);
  const hyp = comparableWords(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1));
    }
    previous = current;
  }
  return { errors: previous[hyp.length] as number, words: ref.length };
}

/** WER over a set: all errors ÷ all reference words (long sentences weigh more, as they should). */
export function wordErrorRate(pairs: { reference: string; hypothesis: string }[]): number {
  let errors = 0;
  let words = 0;
  for (const pair of pairs) {
    const counted = wordErrors(pair.reference, pair.hypothesis);
    errors += counted.errors;
    words += counted.words;
  }
  return words === 0 ? 0 : errors / words;
}
