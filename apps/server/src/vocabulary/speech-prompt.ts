import { fold } from '../anonymisation/index.ts';
import { BUILT_IN_TERMS, PROMPT_OPENING, VETERINARY_PROMPT_HINT } from './built-in-terms.ts';

/**
 * The prompt sent with a segment: "Consulta veterinária." then the vet's own terms, the unit's, and the
 * built-in list, each once, most useful first, cut at a term boundary so it stays within `limit`
 * characters (Whisper reads only its last ~224 tokens; a vendor may refuse a longer prompt). Without
 * terms of their own the curated hint goes as it is.
 */
export function buildSpeechPrompt({
  terms,
  limit,
}: {
  /** The vet's and the unit's terms, already in order of use. */
  terms: readonly string[];
  limit: number;
}): string {
  if (limit <= 0) return '';
  if (terms.length === 0 && VETERINARY_PROMPT_HINT.length <= limit) return VETERINARY_PROMPT_HINT;
  const seen = new Set<string>();
  let prompt = PROMPT_OPENING;
  let first = true;
  for (const term of [...terms, ...BUILT_IN_TERMS]) {
    const key = fold(term);
    if (seen.has(key)) continue;
    seen.add(key);
    const next = `${prompt}${first ? ' ' : ', '}${term}`;
    // The closing full stop must fit too.
    if (next.length + 1 > limit) break;
    prompt = next;
    first = false;
  }
  return first ? (PROMPT_OPENING.length <= limit ? PROMPT_OPENING : '') : `${prompt}.`;
}
