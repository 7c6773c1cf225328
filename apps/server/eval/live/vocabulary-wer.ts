import { isBuiltInTerm } from '../../src/vocabulary/built-in-terms.ts';
import { findLessons } from '../../src/vocabulary/find-lessons.ts';
import type { CorrectionPair } from '../../src/vocabulary/post-correct.ts';

/**
 * The vocabulary a vet would have for sentence `held`: what correcting every other sentence's transcript
 * (without vocabulary) to what was said teaches, by the product's own learning (find-lessons.ts). Held
 * out, so a sentence is never helped by its own correction. Terms go to the vendor's prompt; a pair
 * corrects the text as in the product: when its term is a known drug or brand, or two sentences taught it.
 */
export function heldOutVocabulary(
  pairs: readonly { reference: string; hypothesis: string }[],
  held: number,
): { terms: string[]; pairs: CorrectionPair[] } {
  const taught = new Map<string, { term: string; heard: string | null; uses: number }>();
  for (const [i, pair] of pairs.entries()) {
    if (i === held || pair.hypothesis === '') continue;
    for (const lesson of findLessons({ before: pair.hypothesis, after: pair.reference })) {
      const key = `${lesson.term}|${lesson.heard ?? ''}`;
      const entry = taught.get(key) ?? { ...lesson, uses: 0 };
      entry.uses += 1;
      taught.set(key, entry);
    }
  }
  const entries = [...taught.values()].sort((a, b) => b.uses - a.uses);
  return {
    terms: [...new Set(entries.map((entry) => entry.term))],
    pairs: entries
      .filter((entry) => entry.heard !== null && (entry.uses >= 2 || isBuiltInTerm(entry.term)))
      .map((entry) => ({ heard: entry.heard as string, term: entry.term })),
  };
}
