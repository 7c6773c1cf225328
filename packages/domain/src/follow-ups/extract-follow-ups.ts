import type { FollowUpKind } from './follow-up-schemas.ts';
import { findTimeExpressions, foldSameLength, type TimeExpression } from './time-expressions.ts';

/**
 * The follow-ups a vet says in the consultation — "retorno em uma semana", "repetir o hemograma em 15
 * dias", "próxima dose da vacina em 21 dias", "retorno dia 12/12" — found by rules wherever the date is
 * explicit. Each carries the words it came from (`evidence`, verbatim from the transcript) so the vet sees
 * why it is there. A date needs a follow-up word in the same sentence: "emagreceu 2 kg em 15 dias" names
 * none. Vague returns ("retorno quando terminar o antibiótico") are left to the model
 * (apps/server/src/consultations/follow-ups-model.ts), whose answer is grounded against the transcript.
 */

export interface ExtractedFollowUp {
  kind: FollowUpKind;
  description: string;
  /** yyyy-mm-dd, counted from the consultation's day. */
  dueDate: string;
  evidence: string;
}

interface Cue {
  kind: FollowUpKind;
  /** Generic words ("repetir") give way to a specific one in the same stretch ("repetir o vermífugo"). */
  rank: number;
  pattern: RegExp;
}

const CUES: Cue[] = [
  {
    kind: 'vacina',
    rank: 0,
    pattern:
      /\b(?:vacina\w*|vacinar|dose|reforco|antirrabica|v8|v10|v4|v5|polivalente|quadrupla|quintupla)\b/g,
  },
  {
    kind: 'exame',
    rank: 1,
    pattern:
      /\b(?:exames?|hemograma|bioquimic\w*|ultrassom|ultrassonografia|ultrassono|raio\s*-?\s*x|radiografia|urinalise|urina|glicemia|ecocardiograma|eletrocardiograma|citologia|coleta\w*|coletar|creatinina|ureia|funcao\s+renal|parasitologico|cultura)\b/g,
  },
  {
    kind: 'medicacao',
    rank: 2,
    pattern:
      /\b(?:vermifug\w*|antipulgas|carrapaticida|reaplica\w*|reaplicar|medicacao|remedio|comprimido|injecao|antibiotico)\b/g,
  },
  { kind: 'outro', rank: 3, pattern: /\b(?:pontos|curativo|dreno|colar)\b/g },
  {
    kind: 'retorno',
    rank: 4,
    pattern:
      /\b(?:retorno|retornar|retorne|retornem|volta|voltar|volte|voltem|reavali\w*|revisao|revisar|trazer|traga|tragam|consulta|controle|acompanhamento)\b/g,
  },
  { kind: 'exame', rank: 5, pattern: /\b(?:repetir|refazer|repete|repetimos)\b/g },
];

/** Words kept in front of a description: "próxima dose", "nova coleta". */
const LEADING_WORDS = new Set([
  'proxima',
  'proximo',
  'nova',
  'novo',
  'segunda',
  'terceira',
  'outra',
  'outro',
]);
const TRAILING_FILLER = /[\s,;:–—-]*(?:\b(?:e|para|pra|de|do|da|que|com|o|a|os|as|fazer|entao|ai)\s*)*$/;

export const FOLLOW_UP_KIND_LABELS: Record<FollowUpKind, string> = {
  retorno: 'Retorno',
  exame: 'Exame',
  vacina: 'Vacina',
  medicacao: 'Medicação',
  outro: 'Outro',
};

const MAX_DESCRIPTION = 80;

interface CueHit {
  kind: FollowUpKind;
  rank: number;
  start: number;
  end: number;
}

function cuesIn(folded: string, from: number, to: number): CueHit[] {
  const stretch = folded.slice(from, to);
  const hits: CueHit[] = [];
  for (const cue of CUES) {
    for (const match of stretch.matchAll(cue.pattern)) {
      hits.push({
        kind: cue.kind,
        rank: cue.rank,
        start: from + match.index,
        end: from + match.index + match[0].length,
      });
    }
  }
  return hits;
}

/** Sentences: a follow-up and its date are said together. */
function sentencesOf(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const boundary = /[.!?;\n]+(?=\s|$)|\n+/g;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    spans.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  spans.push({ start, end: text.length });
  return spans.filter((span) => text.slice(span.start, span.end).trim() !== '');
}

function widenToLeadingWords(folded: string, start: number, floor: number): number {
  let at = start;
  for (let words = 0; words < 2; words++) {
    const before = folded.slice(floor, at).match(/(\S+)\s+$/);
    if (!before?.[1] || !LEADING_WORDS.has(before[1])) break;
    at -= before[0].length;
  }
  return at;
}

function describe(original: string, kind: FollowUpKind): string {
  const cleaned = original
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+/, '')
    .trim();
  const folded = foldSameLength(cleaned);
  const filler = folded.match(TRAILING_FILLER);
  const cut = filler ? cleaned.slice(0, filler.index) : cleaned;
  const text = cut.length > MAX_DESCRIPTION ? `${cut.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : cut;
  if (text.length < 3) return FOLLOW_UP_KIND_LABELS[kind];
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pick(hits: CueHit[]): CueHit | undefined {
  return [...hits].sort((a, b) => a.rank - b.rank || a.start - b.start)[0];
}

/** A return word in the past ("voltou a vomitar", "retornou ontem") is history, not a plan. */
const PAST_CONTEXT =
  /\b(?:ha|faz|fazem|desde|voltou|retornou|tomou|tomaram|fez|fizeram|aplicou|aplicaram|foi|comecou)\b/;

function followUpFor(
  text: string,
  folded: string,
  sentence: { start: number; end: number },
  expression: TimeExpression,
  previousEnd: number,
  nextStart: number,
): ExtractedFollowUp | null {
  // The cue of the date's own clause first ("a vacina foi há um ano, próxima dose em 21 dias").
  const clauseStart = lastClauseBreak(folded, previousEnd, expression.start);
  const clauseHits = cuesIn(folded, clauseStart, expression.start);
  const leftHits = clauseHits.length > 0 ? clauseHits : cuesIn(folded, previousEnd, expression.start);
  const left = pick(leftHits);
  const right = left ? undefined : pick(cuesIn(folded, expression.end, nextStart));
  const cue = left ?? right;
  if (!cue) return null;
  const start = left ? widenToLeadingWords(folded, cue.start, previousEnd) : expression.start;
  // The description and the evidence reach the first cue word of the stretch, not only the chosen one.
  const firstLeft = left ? Math.min(start, ...leftHits.map((hit) => hit.start)) : start;
  const end = right ? sentenceClauseEnd(folded, expression.end, nextStart) : expression.end;
  const floor = Math.max(sentence.start, clauseHits.length > 0 ? clauseStart : previousEnd);
  if (PAST_CONTEXT.test(folded.slice(Math.max(floor, firstLeft - 12), expression.start))) return null;
  // "Retorno em sete dias para reavaliar": the purpose said after the date belongs to the description.
  const purpose = left ? folded.slice(expression.end, nextStart).match(/^\s*(?:para|pra)\s+[^,;]+/) : null;
  const description = left
    ? describe(
        `${text.slice(firstLeft, expression.start)} ${purpose ? text.slice(expression.end, expression.end + purpose[0].length) : ''}`,
        cue.kind,
      )
    : describe(text.slice(expression.end, end), cue.kind);
  return {
    kind: cue.kind,
    description,
    dueDate: expression.dueDate,
    evidence: text.slice(firstLeft, end).trim(),
  };
}

function lastClauseBreak(folded: string, from: number, to: number): number {
  const stretch = folded.slice(from, to);
  let at = from;
  for (const match of stretch.matchAll(/,\s*/g)) at = from + match.index + match[0].length;
  return at;
}

/** A cue after the date ends at the next comma or "e" that starts another thought. */
function sentenceClauseEnd(folded: string, from: number, limit: number): number {
  const rest = folded.slice(from, limit);
  const stop = rest.search(/,|\s+e\s+(?=\w+\s+(?:em|daqui|dentro)\b)/);
  return stop >= 0 ? from + stop : limit;
}

/** Every follow-up the rules find, in the order said; one per kind and date. */
export function extractFollowUps(transcript: string, consultationDay: string): ExtractedFollowUp[] {
  const folded = foldSameLength(transcript);
  const found: ExtractedFollowUp[] = [];
  for (const sentence of sentencesOf(transcript)) {
    const expressions = findTimeExpressions(folded.slice(sentence.start, sentence.end), consultationDay).map(
      (item) => ({ ...item, start: item.start + sentence.start, end: item.end + sentence.start }),
    );
    expressions.forEach((expression, index) => {
      const previousEnd = index === 0 ? sentence.start : (expressions[index - 1]?.end ?? sentence.start);
      const nextStart = expressions[index + 1]?.start ?? sentence.end;
      const item = followUpFor(transcript, folded, sentence, expression, previousEnd, nextStart);
      if (item && !found.some((other) => other.kind === item.kind && other.dueDate === item.dueDate))
        found.push(item);
    });
  }
  return found;
}

/** A return or a next dose mentioned without a date the rules can read: worth asking the model. */
const VAGUE =
  /\b(?:retorno|retornar|voltar|volte|reavaliar|reavaliacao|revisao|proxima\s+dose|reforco|repetir)\b/;

export function mentionsUndatedFollowUp(transcript: string, consultationDay: string): boolean {
  const folded = foldSameLength(transcript);
  return sentencesOf(transcript).some((sentence) => {
    const part = folded.slice(sentence.start, sentence.end);
    return VAGUE.test(part) && findTimeExpressions(part, consultationDay).length === 0;
  });
}

export { foldSameLength } from './time-expressions.ts';
