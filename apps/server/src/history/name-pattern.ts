import { foldForSearch } from '@vetvoz/domain';

/**
 * The animal-name search as a `LIKE` pattern on consultation.patient_name_folded: a substring match that
 * ignores case and accents.
 *
 * PGlite has no `unaccent`, and folding every name in the query (`lower(translate(name, …))`) compared each
 * character of each name with the whole accent table; a regular expression of character classes did that
 * work once, but still cost ~3 µs a row — ~300 ms for a unit admin's 100,000 consultations when nothing
 * matches (bench/history-list.ts). So the name is folded once, when written, by the same foldForSearch as
 * the search (create-consultation.ts; migration 0016 backfilled older rows), and the query is a plain LIKE:
 * both sides agree character by character, whatever the database's locale or collation — and a trigram
 * index (pg_trgm, on PGlite and PostgreSQL alike) answers a search that matches nothing without a scan.
 */
export function nameSearchPattern(search: string): string | null {
  const folded = foldForSearch(search.trim());
  if (!folded) return null;
  // `\` is LIKE's default escape character: %, _ and \ in the search are literal.
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
