import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Brazilian first names from the IBGE censuses (datasets-br/prenomes, public domain; decision 027): the
 * 20,000 most frequent, folded, most frequent first. Read once, on the first transcript, so the server
 * starts as fast as before. A name's rank says how common it is: the rules that have little context
 * around a word trust only the common names.
 */
const LEXICON_FILE = path.resolve(import.meta.dirname, 'data/prenomes.txt');

let ranks: Map<string, number> | undefined;

function load(): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of readFileSync(LEXICON_FILE, 'utf8').split('\n')) {
    const name = line.trim();
    if (name && !name.startsWith('#')) map.set(name, map.size);
  }
  return map;
}

/** The frequency rank (0 = Maria) of a folded first name, or undefined when it is not in the lexicon. */
export function firstNameRank(folded: string): number | undefined {
  ranks ??= load();
  return ranks.get(folded);
}

/** How many names the lexicon holds (for the bench and the decision's figures). */
export function lexiconSize(): number {
  ranks ??= load();
  return ranks.size;
}
