import type { Species } from '../consultation.ts';
import { foldWithMap } from '../documents/grounding/drugs.ts';

/** The animals of a visit as the attribution rules see them: names and species, in the consultation's order. */
export interface VisitAnimal {
  name: string;
  species: Species;
}

/** A place in the transcript that names one animal, or all of them ("os dois", "ambos"). */
export interface AnimalReference {
  /** Indexes into the visit's animals. */
  animals: number[];
  start: number;
  end: number;
  /**
   * Introduced by a preposition ("pra Mel", "nos dois", "do Thor"): the reference binds a drug said just
   * before it ("dipirona pra Mel"), where a bare name binds what follows ("o Rex vai tomar…").
   */
  prepositional: boolean;
}

// Articles ("o Rex", "a Mel") and "com", "pelo" bind nothing: only these prepositions mark a binding reference.
const BINDING = new Set('pra pro pras pros para no na nos nas do da dos das ao aos nele nela'.split(' '));

/**
 * Words that name every animal of the visit. "todos"/"todas" only when they do not start "todos os dias",
 * "as duas" only when "vezes" does not follow ("as duas vezes"), and the like.
 */
const ALL_ANIMALS =
  /\b(?:ambos|ambas|cada um|cada uma|(?:os|as|nos|nas|dos|das|pros|pras|aos|para os|para as) (?:dois|duas|tres)(?! (?:vezes|semanas|dias|meses|horas|doses|primeir))|todos(?! os dias)|todas(?! as (?:vezes|noites|manhas|semanas)))\b/g;

/** Species words that name an animal when it is the only one of its species in the visit. */
const SPECIES_WORDS: Partial<Record<Species, string[]>> = {
  cao: ['cachorro', 'cachorra', 'cao', 'cadela', 'cachorrinho', 'cachorrinha'],
  gato: ['gato', 'gata', 'gatinho', 'gatinha'],
  equino: ['egua', 'cavalo', 'potro', 'potra'],
  bovino: ['vaca', 'bezerro', 'bezerra', 'boi', 'novilha', 'touro'],
  'pequeno-ruminante': ['cabra', 'bode', 'ovelha', 'carneiro', 'cabrito'],
  suino: ['porco', 'porca', 'leitao', 'leitoa'],
  ave: ['calopsita', 'papagaio', 'galinha', 'periquito'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Folded name words, spaced as one pattern: "Nina Maria" → /\bnina\s+maria\b/. */
function namePattern(name: string, fold: (t: string) => string): RegExp | null {
  const words = fold(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(`(?<![a-z0-9])${words.map(escapeRegExp).join('\\s+')}(?![a-z0-9])`, 'g');
}

/** The folded word just before a place in the folded text. */
function wordBefore(folded: string, at: number): string {
  const match = /([a-z0-9/]+)\s*$/.exec(folded.slice(Math.max(0, at - 20), at));
  return match?.[1] ?? '';
}

/**
 * Every reference to the visit's animals in a text, in order: their names (accents and case ignored), the
 * words for all of them, and a species word ("a gata") when only one animal is of that species. A name
 * inside a longer one ("Mel" in "Melissa") is not a reference; overlapping references keep the longest.
 */
export function findAnimalReferences(text: string, animals: readonly VisitAnimal[]): AnimalReference[] {
  const { folded, map } = foldWithMap(text);
  const fold = (t: string) => foldWithMap(t).folded;
  const found: { animals: number[]; start: number; end: number }[] = [];
  animals.forEach((animal, index) => {
    const pattern = namePattern(animal.name, fold);
    if (!pattern) return;
    for (const m of folded.matchAll(pattern))
      found.push({ animals: [index], start: m.index, end: m.index + m[0].length });
  });
  if (animals.length > 1) {
    for (const m of folded.matchAll(ALL_ANIMALS))
      found.push({ animals: animals.map((_, i) => i), start: m.index, end: m.index + m[0].length });
  }
  for (const [species, words] of Object.entries(SPECIES_WORDS)) {
    const of = animals.flatMap((a, i) => (a.species === species ? [i] : []));
    if (of.length !== 1) continue;
    for (const word of words ?? []) {
      for (const m of folded.matchAll(new RegExp(`(?<![a-z0-9])${word}(?![a-z0-9])`, 'g')))
        found.push({ animals: of, start: m.index, end: m.index + m[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof found = [];
  for (const ref of found) {
    const last = kept[kept.length - 1];
    if (last && ref.start < last.end) continue;
    kept.push(ref);
  }
  return kept.map((ref) => {
    const own = folded.slice(ref.start, ref.end).split(' ')[0] ?? '';
    // "nos dois" carries its preposition inside; "pra Mel", "do Thor" before the name.
    const prepositional = BINDING.has(own) || BINDING.has(wordBefore(folded, ref.start));
    return {
      animals: ref.animals,
      start: map[ref.start] ?? ref.start,
      end: map[ref.end] ?? ref.end,
      prepositional,
    };
  });
}
