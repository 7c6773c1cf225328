import { foldForSearch } from '@vetvoz/domain';

/**
 * The animal-name search as a PostgreSQL regular expression that ignores case and accents.
 *
 * PGlite has no `unaccent`, and folding every name in the query (`lower(translate(name, …))`) costs a
 * scan of the vet's consultations ~5× more than the regular expression: translate compares each
 * character of each name with the whole accent table, while the pattern does that work once, here.
 * Each letter of the folded search becomes a class of every character that folds to it — both cases,
 * accented or not (Latin-1 and Latin Extended-A/B) — followed by optional combining marks, so a name
 * stored decomposed matches too. Case comes from the classes, not the database's locale, so PGlite
 * and a PostgreSQL server with any collation answer the same.
 */
const VARIANTS = (() => {
  const variants = new Map<string, Set<string>>();
  const add = (folded: string, char: string) => {
    let set = variants.get(folded);
    if (!set) {
      set = new Set();
      variants.set(folded, set);
    }
    set.add(char);
  };
  for (let code = 0x41; code <= 0x24f; code++) {
    const char = String.fromCharCode(code);
    const folded = foldForSearch(char);
    if (folded.length === 1 && /\p{L}/u.test(char)) add(folded, char);
  }
  return variants;
})();

const COMBINING_MARKS = '[\\u0300-\\u036f]*';

function classFor(char: string): string {
  const members = new Set(VARIANTS.get(char) ?? []);
  members.add(char);
  const upper = char.toUpperCase();
  if (upper.length === 1) members.add(upper);
  // Inside a bracket expression only these are special; backslash-escape them.
  const escaped = [...members].map((member) => (/[\]\\^-]/.test(member) ? `\\${member}` : member));
  return escaped.length === 1 ? (escaped[0] as string) : `[${escaped.join('')}]`;
}

/** The pattern for `name ~ pattern`, or null when the search has nothing to look for. */
export function nameSearchPattern(search: string): string | null {
  const folded = foldForSearch(search.trim());
  if (!folded) return null;
  let pattern = '';
  for (const char of folded) {
    if (/\p{L}/u.test(char)) pattern += classFor(char) + COMBINING_MARKS;
    // Outside brackets a backslash before a non-alphanumeric character makes it literal (ARE syntax).
    else if (/[\p{N}\s]/u.test(char)) pattern += char;
    else pattern += `\\${char}`;
  }
  return pattern;
}
