import { DRUG_BRANDS, DRUG_GROUPS } from '../drug-names.ts';
import { foldText } from '../text-fold.ts';

/** A drug, vaccine or brand name found in a text. */
export interface DrugMention {
  /** Group index (an ingredient and its variants) or brand name. */
  ref: { group: number } | { brand: string };
  start: number;
  end: number;
}

interface Name {
  folded: string;
  ref: DrugMention['ref'];
}

/** "Amoxicilina+ácido clavulânico" → "amoxicilina + acido clavulanico": the key names are compared by. */
const fold = (name: string) =>
  foldText(name)
    .replace(/\+/g, ' + ')
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();

const NAMES: Name[] = [
  ...DRUG_GROUPS.flatMap((names, group) => names.map((name) => ({ folded: fold(name), ref: { group } }))),
  ...Object.keys(DRUG_BRANDS).map((brand) => ({ folded: fold(brand), ref: { brand } })),
].sort((a, b) => b.folded.length - a.folded.length);

const BY_FOLDED = new Map(NAMES.map((name) => [name.folded, name.ref]));

/** Group index of a name as written in the data (brand ingredients name groups by one of their names). */
function groupOf(name: string): number | undefined {
  const ref = BY_FOLDED.get(fold(name));
  return ref && 'group' in ref ? ref.group : undefined;
}

/** Words of a folded text (and "+"), with their places in it. */
function words(folded: string): { word: string; start: number; end: number }[] {
  return [...folded.matchAll(/[a-z0-9]+|\+/g)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

// Names by their first word, longest first, so "amoxicilina com clavulanato" wins over "amoxicilina" at the
// same place. Names match word by word: "anti-rábica" = "anti rábica", "amoxicilina+ácido" = "amoxicilina + ácido".
const BY_FIRST_WORD = new Map<string, { words: string[]; ref: DrugMention['ref'] }[]>();
for (const name of NAMES) {
  const nameWords = words(name.folded).map((w) => w.word);
  const first = nameWords[0];
  if (!first) continue;
  const list = BY_FIRST_WORD.get(first) ?? [];
  list.push({ words: nameWords, ref: name.ref });
  BY_FIRST_WORD.set(first, list);
}
for (const list of BY_FIRST_WORD.values()) list.sort((x, y) => y.words.length - x.words.length);

/** Folded text (lower case, no accents) with, for each of its characters, the index in the original. */
export function foldWithMap(text: string): { folded: string; map: number[] } {
  // Precomposed text (what keyboards and Whisper produce) folds character for character.
  const whole = foldText(text);
  if (whole.length === text.length)
    return { folded: whole, map: Array.from({ length: text.length + 1 }, (_, i) => i) };
  let folded = '';
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldText(char);
    for (let k = 0; k < f.length; k += 1) map.push(index);
    folded += f;
    index += char.length;
  }
  map.push(index);
  return { folded, map };
}

export function findDrugMentions(text: string): DrugMention[] {
  const { folded, map } = foldWithMap(text);
  const tokens = words(folded);
  const mentions: DrugMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const candidates = BY_FIRST_WORD.get((tokens[i] as { word: string }).word);
    const found = candidates?.find((c) => c.words.every((w, k) => tokens[i + k]?.word === w));
    if (!found) {
      i += 1;
      continue;
    }
    const first = tokens[i] as { start: number };
    const last = tokens[i + found.words.length - 1] as { end: number };
    mentions.push({ ref: found.ref, start: map[first.start] as number, end: map[last.end] as number });
    i += found.words.length;
  }
  return mentions;
}

/** What the sources name: groups (said directly or through a brand) and brands. */
export interface DrugSources {
  groups: Set<number>;
  brands: Set<string>;
  /** Folded words of the sources, for names missing from the list and for spelling slips. */
  words: Set<string>;
}

export function collectDrugSources(texts: string[]): DrugSources {
  const groups = new Set<number>();
  const brands = new Set<string>();
  const words = new Set<string>();
  for (const text of texts) {
    for (const mention of findDrugMentions(text)) {
      if ('group' in mention.ref) groups.add(mention.ref.group);
      else {
        brands.add(mention.ref.brand);
        for (const ingredient of DRUG_BRANDS[mention.ref.brand] ?? []) {
          const group = groupOf(ingredient);
          if (group !== undefined) groups.add(group);
        }
      }
    }
    for (const word of foldText(text).split(/[^a-z0-9]+/)) if (word) words.add(word);
  }
  return { groups, brands, words };
}

/**
 * Keys a mention is compared by across texts: its group, or a brand and the groups of its ingredients — so
 * "Simparic" said about one animal and "sarolaner" written for it are the same drug.
 */
export function drugKeysOf(ref: DrugMention['ref']): string[] {
  if ('group' in ref) return [`g${ref.group}`];
  const groups = (DRUG_BRANDS[ref.brand] ?? []).map(groupOf).filter((g) => g !== undefined);
  return [`b${ref.brand}`, ...groups.map((g) => `g${g}`)];
}

const KNOWN_WORDS = new Set(NAMES.flatMap((n) => n.folded.split(/[\s+]+/)));

export function isDrugMentionGrounded(ref: DrugMention['ref'], sources: DrugSources): boolean {
  if ('brand' in ref) return sources.brands.has(ref.brand);
  if (sources.groups.has(ref.group)) return true;
  const names = DRUG_GROUPS[ref.group] ?? [];
  // A fixed combination said part by part: "amoxicilina e clavulanato" grounds "amoxicilina + ácido clavulânico".
  const combination = names.find((name) => /\s\+\s|\scom\s/.test(name));
  if (combination) {
    const parts = combination.split(/\s\+\s|\scom\s/).map((part) => part.trim());
    if (parts.every((part) => partGrounded(part, sources))) return true;
  }
  // A one-word name the transcript spelled one letter off ("meloxican") that is not another drug.
  return names.some((name) => {
    const folded = fold(name);
    return !folded.includes(' ') && folded.length >= 6 && nearWordIn(folded, sources.words);
  });
}

function partGrounded(part: string, sources: DrugSources): boolean {
  const group = groupOf(part);
  if (group !== undefined && sources.groups.has(group)) return true;
  const words = fold(part)
    .split(' ')
    .filter((w) => w.length >= 4 && !['acido', 'potassio'].includes(w));
  return words.length > 0 && words.every((w) => sources.words.has(w) || stemIn(w, sources.words));
}

/** "clavulanato" and "clavulânico" share the stem a spoken combination uses. */
function stemIn(word: string, words: Set<string>): boolean {
  const stem = word.slice(0, Math.max(6, word.length - 4));
  for (const w of words) if (w.startsWith(stem)) return true;
  return false;
}

/** A source word one edit away from `word` that is not itself a listed drug word. */
export function nearWordIn(word: string, words: Set<string>): boolean {
  if (words.has(word)) return true;
  // Short words are too close to other words to forgive a letter.
  if (word.length < 6) return false;
  for (const candidate of words) {
    if (Math.abs(candidate.length - word.length) > 1 || candidate[0] !== word[0]) continue;
    if (KNOWN_WORDS.has(candidate)) continue;
    if (editDistanceAtMostOne(word, candidate)) return true;
  }
  return false;
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
