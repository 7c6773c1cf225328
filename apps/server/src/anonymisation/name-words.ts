import { fold } from './fold.ts';
import { firstNameRank } from './lexicon.ts';
import { KINSHIP_AND_ROLES, SURNAMES, TITLES } from './name-cues.ts';

/**
 * Whether a word or short phrase could be a person's name by the anonymiser's own lists: a first name
 * of the census lexicon, a common surname, or a form of address. Used where nothing around the word
 * tells more — a term the vocabulary would keep — so it errs towards "a name": a brand that happens to
 * be a first name is better typed by the vet (who is then told why it was refused) than learnt.
 * `except` holds folded words known not to be names (the built-in drug and brand list).
 */
export function couldBePersonName(phrase: string, except: ReadonlySet<string> = new Set()): boolean {
  const words = fold(phrase)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0 && !/^d[aeo]s?$/.test(w));
  if (words.length === 0 || except.has(words.join(' '))) return false;
  return words.some(
    (w) =>
      !except.has(w) &&
      (firstNameRank(w) !== undefined || SURNAMES.has(w) || TITLES.has(w) || KINSHIP_AND_ROLES.has(w)),
  );
}
