import { VOCABULARY_TERM_MAX_WORDS } from '@vetvoz/domain';
import { couldBePersonName, fold } from '../anonymisation/index.ts';
import { BUILT_IN_FOLDED, isBuiltInTerm } from './built-in-terms.ts';
import { isCommonWord } from './common-words.ts';
import { type DiffHunk, diffWords, type WordToken, wordsOf } from './word-diff.ts';

/** What one consultation's edit teaches: a term, and the vendor's wrong form when it was a correction. */
export interface Lesson {
  term: string;
  heard: string | null;
}

/** One edit teaches at most this many entries: more is a rewrite of the text, not corrections. */
export const MAX_LESSONS_PER_CONSULTATION = 20;

const PLACEHOLDER = /^\[.*\]$/;
const NUMBER = /^\d+(?:[.,/]\d+)*$/;

/**
 * The vocabulary a vet's edit of the transcript teaches, comparing what the vendor wrote (`before`) with
 * what the vet left (`after`):
 * - a few words replaced by a few that sound alike ("bravéquito" → "Bravecto") teach the pair;
 * - a case or accent fix of a term ("nexgard" → "NexGard") teaches the term;
 * - a word typed in that is a drug or brand of the built-in list, a capitalised word mid-sentence (a
 *   brand) or a code such as "V10" teaches the term.
 * Never a person's name (the anonymiser's lists), a number, a placeholder, or an everyday word.
 */
export function findLessons({
  before,
  after,
  protectedNames = [],
}: {
  before: string;
  after: string;
  /** The animal's and the vet's names: never learnt either. */
  protectedNames?: string[];
}): Lesson[] {
  const hunks = diffWords(wordsOf(before), wordsOf(after));
  if (!hunks) return [];
  const shielded = new Set(
    protectedNames.flatMap((name) => fold(name).split(/[^\p{L}]+/u)).filter((w) => w.length > 0),
  );
  const lessons = new Map<string, Lesson>();
  const keep = (lesson: Lesson) => {
    if (!acceptable(lesson.term, shielded) || (lesson.heard && !acceptable(lesson.heard, shielded))) return;
    lessons.set(`${fold(lesson.term)}|${fold(lesson.heard ?? '')}`, lesson);
  };
  for (const hunk of hunks) {
    if (hunk.added.length === 0) continue;
    if (hunk.removed.length === 0) {
      for (const word of hunk.added) if (isTermLike(word, after)) keep({ term: word.text, heard: null });
      continue;
    }
    const lesson = correctionOf(hunk, after);
    if (lesson) keep(lesson);
  }
  return [...lessons.values()].slice(0, MAX_LESSONS_PER_CONSULTATION);
}

function correctionOf({ removed, added }: DiffHunk, after: string): Lesson | null {
  if (removed.length > VOCABULARY_TERM_MAX_WORDS || added.length > VOCABULARY_TERM_MAX_WORDS) return null;
  const heard = removed.map((w) => w.text).join(' ');
  const term = added.map((w) => w.text).join(' ');
  const heardKey = letters(heard);
  const termKey = letters(term);
  if (heardKey === termKey) {
    // Case or accents only: a term worth its spelling, not a pair.
    return added.some((w) => isTermLike(w, after)) || isBuiltInTerm(term) ? { term, heard: null } : null;
  }
  if (isCommonWord(fold(heard)) || isCommonWord(fold(term))) return null;
  // A word's other form ("estava" → "estavam", "otite" → "otites") is grammar, not hearing.
  const [shorter, longer] = heardKey.length <= termKey.length ? [heardKey, termKey] : [termKey, heardKey];
  if (longer.startsWith(shorter) && longer.length - shorter.length <= 2) return null;
  if (stem(heardKey) === stem(termKey)) return null;
  const distance = levenshtein(heardKey, termKey);
  if (distance > Math.max(2, Math.floor(0.5 * Math.max(heardKey.length, termKey.length)))) return null;
  if (termKey.length < 4) return null;
  return { term, heard };
}

/** A word that is a term on its own: a known drug or brand, a brand's capital mid-sentence, a code. */
function isTermLike(word: WordToken, text: string): boolean {
  if (PLACEHOLDER.test(word.text) || NUMBER.test(word.text)) return false;
  if (BUILT_IN_FOLDED.has(fold(word.text))) return true;
  if (/\p{L}/u.test(word.text) && /\d/.test(word.text) && word.text.length <= 8) return true;
  const capital = /^\p{Lu}/u.test(word.text) && word.text.length >= 4;
  const sentenceStart = /(?:^|[.!?:;]\s*|\n\s*)$/.test(text.slice(0, word.start));
  return capital && !sentenceStart && !isCommonWord(fold(word.text));
}

/** Neither side may be a number, a placeholder, the animal's or the vet's name, or someone's name. */
function acceptable(value: string, shielded: ReadonlySet<string>): boolean {
  const words = value.split(/\s+/);
  if (words.some((w) => PLACEHOLDER.test(w) || NUMBER.test(w))) return false;
  if (!/\p{L}/u.test(value)) return false;
  if (words.some((w) => shielded.has(fold(w)))) return false;
  return !couldBePersonName(value, BUILT_IN_FOLDED);
}

/** A crude stem: plural and gender endings off ("ração"/"rações", "castrado"/"castrada"). */
function stem(value: string): string {
  return value.replace(/(?:oes|aes|ao|ns|es|is|s|m|l|a|o|e)$/, '');
}

function letters(value: string): string {
  return fold(value).replace(/[^\p{L}\p{N}]/gu, '');
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
