import { createHmac } from 'node:crypto';
import {
  type AnonymiseResult,
  anonymise,
  type ConsultationNames,
  PLACEHOLDERS,
  type Redaction,
  withoutOverlaps,
} from './anonymise.ts';
import { fold } from './fold.ts';
import { AMBIGUOUS_NAMES, HUMAN_VERBS, KINSHIP_AND_ROLES, TITLES } from './name-cues.ts';

export { fold };

/**
 * Cross-segment redaction of the tutor's name. Each segment is transcribed and
 * anonymised alone, so "Mariana, pode me ligar…" keeps "Mariana" unless another segment says "meu nome é
 * Mariana". The words of every name the introduction patterns find (and of the name the vet typed) are
 * learnt per consultation and redacted wherever they appear, in earlier and later segments alike.
 *
 * Learnt words are compared as keyed hashes, so the database keeps no tutor name in clear: the service
 * stores `hashNameWord(word)` for each word, and redacts a text's words whose hash is in that set.
 */

/** Words that a pattern may catch beside a name but that are never a name worth redacting everywhere. */
const NOT_NAME_WORDS = new Set([
  // titles and roles ("aqui é a Doutora Paula", "sou a tutora")
  'doutor',
  'doutora',
  'dra',
  'dr',
  'senhor',
  'senhora',
  'dona',
  'dono',
  'seu',
  'tutor',
  'tutora',
  'responsavel',
  'veterinario',
  'veterinaria',
  // our own placeholders, so a re-redaction never eats "[TUTOR]" or "[ENDEREÇO]"
  ...Object.values(PLACEHOLDERS).map((p) => fold(p.slice(1, -1))),
]);

/** Connectors inside a name ("José da Silva"): never learnt alone, and kept inside one redacted run. */
const CONNECTOR = /^(?:d[aeo]s?|e)$/i;

const WORD = /(?<![\p{L}\p{M}\d])[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

function nameWords(name: string): string[] {
  return [...name.matchAll(WORD)]
    .map((m) => fold(m[0]))
    .filter((word) => word.length >= 3 && !CONNECTOR.test(word) && !NOT_NAME_WORDS.has(word));
}

/**
 * The folded words of the tutor names a segment teaches: those the introduction patterns redacted, and
 * the name the vet typed. The animal's own name is never learnt (an animal's data is kept).
 */
export function learnNameWords(
  result: AnonymiseResult,
  { tutorName, patientName, vetName }: ConsultationNames = {},
): string[] {
  const names = result.redactions.filter((r) => r.kind === 'TUTOR').map((r) => r.original);
  if (tutorName) names.push(tutorName);
  const patient = new Set(nameWords(`${patientName ?? ''} ${vetName ?? ''}`));
  return [...new Set(names.flatMap(nameWords))].filter((word) => !patient.has(word));
}

/**
 * A learnt name that is also an ordinary word ("Rosa", "Luz", "Glória"), written in lower case with no
 * person around it, is the word: "a gengiva está rosa" keeps its colour although the tutor is Rosa.
 */
function commonWordHere(text: string, at: number, word: string, folded: string): boolean {
  if (!AMBIGUOUS_NAMES.has(folded) || /^\p{Lu}/u.test(word)) return false;
  const before = fold(text.slice(Math.max(0, at - 30), at)).match(/[\p{L}]+/gu) ?? [];
  const previous = ['o', 'a'].includes(before.at(-1) ?? '') ? before.at(-2) : before.at(-1);
  const next = fold(text.slice(at + word.length, at + word.length + 30)).match(/[\p{L}]+/u)?.[0] ?? '';
  return !(TITLES.has(previous ?? '') || KINSHIP_AND_ROLES.has(previous ?? '') || HUMAN_VERBS.has(next));
}

/**
 * Redacts every word `isKnown` recognises (given folded), joining a run of them — "Ana Paula Ribeiro",
 * "José da Silva" — into one placeholder. Text already redacted stays as it is, so this may run again
 * over stored text whenever a new name is learnt.
 */
export function redactNameWords(text: string, isKnown: (folded: string) => boolean): AnonymiseResult {
  const spans: Redaction[] = [];
  let pendingConnector: { start: number; end: number } | undefined;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    const folded = fold(word);
    const last = spans.at(-1);
    if (isKnown(folded) && !NOT_NAME_WORDS.has(folded) && !commonWordHere(text, match.index, word, folded)) {
      const between = last ? text.slice(last.end, start) : '';
      if (last && (/^\s+$/.test(between) || (pendingConnector && /^\s+\S+\s+$/.test(between)))) {
        last.end = end;
        last.original = text.slice(last.start, end);
      } else {
        spans.push({ kind: 'TUTOR', start, end, original: word });
      }
      pendingConnector = undefined;
    } else if (
      last &&
      CONNECTOR.test(word) &&
      /^\s+$/.test(text.slice(last.end, start)) &&
      !pendingConnector
    ) {
      pendingConnector = { start, end };
    } else {
      pendingConnector = undefined;
    }
  }
  let output = '';
  let cursor = 0;
  for (const span of spans) {
    output += text.slice(cursor, span.start) + PLACEHOLDERS.TUTOR;
    cursor = span.end;
  }
  output += text.slice(cursor);
  return { text: output, redactions: spans };
}

/**
 * A keyed hash of one folded name word, bound to one consultation: the same name in two consultations
 * gives two unrelated hashes, and without the server secret a stolen database cannot test guesses.
 */
export function nameWordHasher(secret: string, consultationId: string): (folded: string) => string {
  const key = createHmac('sha256', secret).update('vetvoz:tutor-name-words').digest();
  const cache = new Map<string, string>();
  return (folded) => {
    let hash = cache.get(folded);
    if (!hash) {
      hash = createHmac('sha256', key).update(`${consultationId}\u0000${folded}`).digest('base64url');
      cache.set(folded, hash);
    }
    return hash;
  };
}

/**
 * A whole consultation's segments as they end up stored once every segment is in: the names each
 * segment teaches redacted in all of them. The same steps the upload route takes one segment at a
 * time; used to measure the anonymiser (the route's order-independence is tested against the database).
 */
export function anonymiseSegments(segments: string[], options: ConsultationNames = {}): AnonymiseResult[] {
  const first = segments.map((text) => anonymise(text, options));
  const known = new Set(first.flatMap((result) => learnNameWords(result, options)));
  return first.map((result) => {
    const names = redactNameWords(result.text, (word) => known.has(word));
    return { text: names.text, redactions: [...result.redactions, ...names.redactions] };
  });
}

/**
 * The same, with every redaction given in the coordinates of the segment as transcribed (for measuring
 * spans against marked fixtures): the learnt names are looked up in the original text.
 */
export function anonymiseConsultation(segments: string[], options: ConsultationNames = {}): Redaction[][] {
  const first = segments.map((text) => anonymise(text, options));
  const known = new Set(first.flatMap((result) => learnNameWords(result, options)));
  return segments.map((text, i) =>
    withoutOverlaps([
      ...(first[i]?.redactions ?? []),
      ...redactNameWords(text, (word) => known.has(word)).redactions,
    ]),
  );
}
