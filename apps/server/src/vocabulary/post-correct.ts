import type { VocabularyCorrection } from '@vetvoz/domain';
import { fold } from '../anonymisation/index.ts';

/** A learnt "heard → right" pair that applies to new transcripts. */
export interface CorrectionPair {
  heard: string;
  term: string;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The vendor's text with each misheard form replaced by the term it was corrected to (whole words,
 * accents and case ignored), and the corrections made, once each, for the vet to see. Longer forms
 * first, so "bravo ekto" is taken before "ekto".
 */
export function applyCorrectionPairs(
  raw: string,
  pairs: readonly CorrectionPair[],
): { text: string; corrections: VocabularyCorrection[] } {
  // Folding keeps the length of composed text, so positions in the folded copy are positions in the text.
  let text = raw.normalize('NFC');
  const corrections: VocabularyCorrection[] = [];
  const sorted = [...pairs].sort((a, b) => b.heard.length - a.heard.length);
  for (const pair of sorted) {
    const heard = fold(pair.heard.normalize('NFC')).trim();
    if (!heard) continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(heard).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`,
      'gu',
    );
    const folded = fold(text);
    if (folded.length !== text.length) continue;
    let out = '';
    let cursor = 0;
    let changed = false;
    for (const match of folded.matchAll(pattern)) {
      const original = text.slice(match.index, match.index + match[0].length);
      if (original === pair.term) continue;
      out += text.slice(cursor, match.index) + pair.term;
      cursor = match.index + match[0].length;
      if (!changed) corrections.push({ heard: original, term: pair.term });
      changed = true;
    }
    if (changed) text = out + text.slice(cursor);
  }
  return { text, corrections };
}
