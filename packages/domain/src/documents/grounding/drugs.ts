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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest names first, so "amoxicilina com clavulanato" wins over "amoxicilina" at the same place; the
// spaces and hyphens of a name match any run of separators ("anti-rábica" = "anti rábica").
const NAME_PATTERN = new RegExp(
  `(?<![a-z0-9])(${NAMES.map((n) => namePattern(n.folded)).join('|')})(?![a-z0-9])`,
  'g',
);

function namePattern(folded: string): string {
  const parts = folded.split(' ');
  return parts
    .map((part, k) => {
      const escaped = escapeRegExp(part);
      if (k === 0) return escaped;
      const loose = part === '+' || parts[k - 1] === '+';
      return `${loose ? '[^a-z0-9]*' : '[^a-z0-9]+'}${escaped}`;
    })
    .join('');
}

/** Folded text (lower case, no accents) with, for each of its characters, the index in the original. */
export function foldWithMap(text: string): { folded: string; map: number[] } {
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
  const mentions: DrugMention[] = [];
  for (const match of folded.matchAll(NAME_PATTERN)) {
    const matched = match[1] as string;
    const ref = BY_FOLDED.get(fold(matched));
    if (!ref) continue;
    const start = map[match.index] as number;
    const end = map[match.index + matched.length] as number;
    mentions.push({ ref, start, end });
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
