import { fold } from './fold.ts';
import { firstNameRank } from './lexicon.ts';
import {
  AMBIGUOUS_NAMES,
  ANIMAL_FOLLOWERS,
  ANIMAL_NOUNS,
  GREETINGS,
  HUMAN_VERBS,
  KINSHIP_AND_ROLES,
  LEADING_PHRASES,
  NAME_CONNECTORS,
  NEVER_NAMES,
  NOT_TUTOR_BEFORE,
  SURNAMES,
  TITLES,
} from './name-cues.ts';

/**
 * People's names said without an introduction pattern: found by the census lexicon and the
 * words around them — a relation or role before ("minha filha, Beatriz"), a greeting or a comma around
 * (someone spoken to), a verb only people do after, or just a common first name written with a capital
 * mid-sentence. Speech-to-text capitals are unreliable, so a lower-case word is a name only with a cue.
 * The patient block's animal name and the vet's own name are never names here.
 */
export interface NameSpan {
  start: number;
  end: number;
}

interface Token {
  text: string;
  folded: string;
  start: number;
  end: number;
  word: boolean;
  cap: boolean;
}

const TOKEN = /([\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*)|(\[[^\]]*\]|[,.!?;:—–()"“”…])/gu;
const SENTENCE_END = new Set(['.', '!', '?', ';', ':', '—', '–', '(', '"', '“', '”', '…']);
const ARTICLES = new Set(['o', 'a']);
/** A common first name with no other cue must be at least this common (Thor, Meg and Lola are not). */
const COMMON_RANK = 8000;

function tokenise(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => {
    const value = m[0];
    const word = m[1] !== undefined;
    const letters = value.replace(/[^\p{L}]/gu, '');
    const cap = word && /^\p{Lu}/u.test(value) && !(letters.length > 1 && letters === letters.toUpperCase());
    const lower = value.toLowerCase();
    const folded = /^[a-z'’-]+$/.test(lower) ? lower : fold(value);
    return { text: value, folded, start: m.index, end: m.index + value.length, word, cap };
  });
}

/** Phrases indexed by their last word, so each word is checked against the few that could end there. */
function byLastWord(phrases: string[][]): Map<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const last = phrase.at(-1) ?? '';
    map.set(last, [...(map.get(last) ?? []), phrase]);
  }
  return map;
}
const LEADING_BY_LAST = byLastWord(LEADING_PHRASES);
const GREETINGS_BY_LAST = byLastWord(GREETINGS);

/** Whether the words before a name (nearest first) end with one of the phrases. */
function endsWithAny(before: string[], phrases: Map<string, string[][]>): boolean {
  const candidates = phrases.get(before[0] ?? '');
  return !!candidates?.some((phrase) => phrase.every((w, k) => before[phrase.length - 1 - k] === w));
}

export function findPersonNames(
  text: string,
  { patientName, vetName }: { patientName?: string; vetName?: string } = {},
): NameSpan[] {
  const tokens = tokenise(text);
  const protectedWords = new Set(fold(`${patientName ?? ''} ${vetName ?? ''}`).split(/[^\p{L}]+/u));
  protectedWords.delete('');

  const sentenceStart = (i: number) => i === 0 || SENTENCE_END.has(tokens[i - 1]?.text ?? '');
  /** The folded words before token i in its sentence, nearest first, commas skipped. */
  const wordsBefore = (i: number): string[] => {
    const out: string[] = [];
    for (let k = i - 1; k >= 0 && out.length < 6; k -= 1) {
      const t = tokens[k] as Token;
      if (t.word) out.push(t.folded);
      else if (t.text === ':' && out.length === 0) continue;
      else if (t.text !== ',') break;
    }
    return out;
  };
  const next = (i: number) => tokens[i + 1];
  const isPunct = (t: Token | undefined) => !t?.word;

  const animalContext = (last: number, before: string[]): boolean => {
    const near = before.filter((w) => !ARTICLES.has(w) && w !== 'e' && w !== 'se').slice(0, 2);
    if (near.some((w) => ANIMAL_NOUNS.has(w))) return true;
    const bare = ARTICLES.has(before[0] ?? '') ? before.slice(1) : before;
    if (
      (bare[0] === 'do' || bare[0] === 'da') &&
      /^(dono|dona|tutora?|responsavel|mae|pai)$/.test(bare[1] ?? '')
    )
      return true;
    const after = next(last);
    if (after?.word && ANIMAL_FOLLOWERS.has(after.folded)) return true;
    // "o Bartolomeu é um jabuti"
    const [is, one, kind] = [tokens[last + 1], tokens[last + 2], tokens[last + 3]];
    if (is?.folded === 'e' && /^uma?$/.test(one?.folded ?? '') && ANIMAL_NOUNS.has(kind?.folded ?? ''))
      return true;
    return after?.folded === 'tem' && /^\s*\d/.test(text.slice(after.end, after.end + 4));
  };

  const isNameWord = (t: Token | undefined): t is Token =>
    !!t?.word &&
    !NEVER_NAMES.has(t.folded) &&
    !protectedWords.has(t.folded) &&
    !NAME_CONNECTORS.has(t.folded);

  const accepts = (i: number): boolean => {
    const t = tokens[i] as Token;
    if (!t.word || t.folded.length < 3) return false;
    const rank = firstNameRank(t.folded);
    const known = rank !== undefined || SURNAMES.has(t.folded);
    // Most words of a transcript are lower-case and no name: done before looking around them.
    if ((!t.cap && !known) || !isNameWord(t)) return false;
    const before = wordsBefore(i);
    if (NOT_TUTOR_BEFORE.has(before[0] ?? '')) return false;
    const bare = ARTICLES.has(before[0] ?? '') ? before.slice(1) : before;
    const after = next(i);
    const strong =
      TITLES.has(bare[0] ?? '') ||
      KINSHIP_AND_ROLES.has(bare[0] ?? '') ||
      endsWithAny(bare, LEADING_BY_LAST) ||
      endsWithAny(before, LEADING_BY_LAST) ||
      (before.length === 1 && before[0] === 'e' && t.cap) ||
      (endsWithAny(before, GREETINGS_BY_LAST) && isPunct(after));
    if (strong) return known || t.cap;
    if (!t.cap || rank === undefined || animalContext(i, before)) return false;
    const spokenTo =
      (sentenceStart(i) || tokens[i - 1]?.text === ',') &&
      (after?.text === ',' || after?.text === '!' || after?.text === '?' || (!after && !sentenceStart(i)));
    if (spokenTo) return true;
    const humanAfter = !!after?.word && HUMAN_VERBS.has(after.folded);
    if (humanAfter) return true;
    return !sentenceStart(i) && rank < COMMON_RANK && !AMBIGUOUS_NAMES.has(t.folded);
  };

  /** Surnames and second names after an accepted word: "Patrícia Gomes", "Maria das Graças", "joão carlos". */
  const extend = (i: number): number => {
    const first = tokens[i] as Token;
    let last = i;
    for (let added = 0; added < 4; added += 1) {
      const a = tokens[last + 1];
      const b = tokens[last + 2];
      if (a && NAME_CONNECTORS.has(a.folded) && b?.word && b.cap && !protectedWords.has(b.folded)) {
        last += 2;
      } else if (isNameWord(a) && a.cap && first.cap) {
        last += 1;
      } else if (
        isNameWord(a) &&
        !first.cap &&
        !a.cap &&
        !AMBIGUOUS_NAMES.has(a.folded) &&
        (firstNameRank(a.folded) !== undefined || SURNAMES.has(a.folded))
      ) {
        last += 1;
      } else break;
    }
    return last;
  };

  /** "Edson e Cristina Paiva": a capitalised lexicon name joined by "e" to a name found. */
  const coordinated = (i: number): boolean => {
    const t = tokens[i] as Token;
    if (!t.cap || !isNameWord(t) || firstNameRank(t.folded) === undefined) return false;
    if (AMBIGUOUS_NAMES.has(t.folded)) return false;
    const j = tokens[i + 1]?.folded === 'e' ? i + (ARTICLES.has(tokens[i + 2]?.folded ?? '') ? 3 : 2) : -1;
    return j > 0 && accepts(j);
  };

  const spans: NameSpan[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!accepts(i) && !coordinated(i)) continue;
    const last = extend(i);
    spans.push({ start: (tokens[i] as Token).start, end: (tokens[last] as Token).end });
    i = last;
  }
  return spans;
}
