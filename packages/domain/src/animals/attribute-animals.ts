import { drugKeysOf, findDrugMentions } from '../documents/grounding/drugs.ts';
import { findNumberMentions } from '../documents/grounding/mentions.ts';
import { type AnimalReference, findAnimalReferences, type VisitAnimal } from './animal-references.ts';

/** A sentence of the transcript and the animals it is about; none: said of the visit as a whole. */
export interface AttributedSentence {
  text: string;
  start: number;
  end: number;
  animals: number[];
  /** It names an animal (or all of them) itself; otherwise it goes on with the one talked about before. */
  explicit: boolean;
}

/** A drug or an absolute dose said in the transcript, and the animals it was said about. */
export interface AttributedFact {
  /** Drugs: drugKeysOf its mention; doses: "value unit". */
  keys: string[];
  value: string;
  start: number;
  end: number;
  /** Empty when no animal had been named yet. */
  animals: number[];
  /** What was said around it — its sentence, or a window of it around the mention — for a flag's reason. */
  clause: string;
}

export interface TranscriptAttribution {
  sentences: AttributedSentence[];
  drugs: AttributedFact[];
  doses: AttributedFact[];
}

/** Units of a dose or weight that belongs to one animal; per-kilo doses are shared and not compared. */
const OWN_UNITS = new Set(['mg', 'mcg', 'g', 'ml', 'ui', 'comprimido', 'kg']);

interface Span {
  start: number;
  end: number;
}

function spansOf(text: string, separator: RegExp, from: number, to: number): Span[] {
  const spans: Span[] = [];
  let start = from;
  const slice = text.slice(from, to);
  for (const m of slice.matchAll(separator)) {
    const end = from + m.index + m[0].length;
    if (text.slice(start, end).trim()) spans.push({ start, end });
    start = end;
  }
  if (text.slice(start, to).trim()) spans.push({ start, end: to });
  return spans;
}

// Sentence ends: ".", "!", "?" before a space or the end (not "0.5"), and line breaks.
const SENTENCE_END = /[.!?](?=\s|$)\s*|\n+/g;
// Clause ends: ", " (not "0,5"), ";", ": " and the words that turn to another subject.
const CLAUSE_END = /,\s|;\s*|:\s|\s(?=(?:já|enquanto|mas|porém)\s)/g;

const sameAnimals = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const union = (lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);

/**
 * Which animal each sentence, drug and dose of a visit's transcript is about, by rules: a clause that
 * names an animal is about it, one that does not goes on with the last one named (pronouns, "ela vai…");
 * inside a clause a drug belongs to the animal a preposition names after it ("dipirona pra Mel"), else to
 * the one named before it ("o Rex vai tomar…"), else to the one named after it. "Os dois", "ambos",
 * "cada um", "todos" name them all (docs/decisions/045-visits-with-several-animals.md).
 */
export function attributeTranscript(
  transcript: string,
  animals: readonly VisitAnimal[],
): TranscriptAttribution {
  const references = findAnimalReferences(transcript, animals);
  const drugMentions = findDrugMentions(transcript);
  const numberMentions = findNumberMentions(transcript).filter((m) => m.unit && OWN_UNITS.has(m.unit));
  const sentences: AttributedSentence[] = [];
  const drugs: AttributedFact[] = [];
  const doses: AttributedFact[] = [];
  let focus: number[] = [];

  for (const sentence of spansOf(transcript, SENTENCE_END, 0, transcript.length)) {
    const touched: number[][] = [];
    let explicit = false;
    for (const clause of spansOf(transcript, CLAUSE_END, sentence.start, sentence.end)) {
      const inClause = references.filter((r) => r.start >= clause.start && r.end <= clause.end);
      const said = (at: Span) => quoteAround(transcript, sentence, at);
      const owner = (at: Span) => ownerOf(at, inClause, focus);
      for (const m of drugMentions.filter((d) => d.start >= clause.start && d.end <= clause.end))
        drugs.push({ ...fact(transcript, m, drugKeysOf(m.ref)), animals: owner(m), clause: said(m) });
      for (const m of numberMentions.filter((n) => n.start >= clause.start && n.end <= clause.end))
        doses.push({
          ...fact(transcript, m, [`${m.value} ${m.unit}`]),
          animals: owner(m),
          clause: said(m),
        });
      if (inClause.length > 0) {
        explicit = true;
        touched.push(...inClause.map((r) => r.animals));
        focus = (inClause[inClause.length - 1] as AnimalReference).animals;
      } else touched.push(focus);
    }
    const text = transcript.slice(sentence.start, sentence.end).trim();
    sentences.push({ text, start: sentence.start, end: sentence.end, animals: union(touched), explicit });
  }
  return { sentences, drugs, doses };
}

const QUOTE_CHARS = 110;

/** The sentence of a mention, or the words around it in a long one, marked where cut. */
function quoteAround(transcript: string, sentence: Span, at: Span): string {
  const text = transcript.slice(sentence.start, sentence.end).trim();
  if (text.length <= QUOTE_CHARS) return text;
  const from = Math.max(sentence.start, at.start - QUOTE_CHARS / 2);
  const to = Math.min(sentence.end, from + QUOTE_CHARS);
  let cut = transcript.slice(from, to);
  // Whole words only: a word the window cut in two is left out.
  if (from > sentence.start) cut = cut.replace(/^\S*\s/, '');
  if (to < sentence.end) cut = cut.replace(/\s\S*$/, '');
  return `${from > sentence.start ? '…' : ''}${cut.trim()}${to < sentence.end ? '…' : ''}`;
}

function fact(transcript: string, at: Span, keys: string[]) {
  return { keys, value: transcript.slice(at.start, at.end), start: at.start, end: at.end };
}

function ownerOf(at: Span, inClause: AnimalReference[], focus: number[]): number[] {
  const after = inClause.find((r) => r.start >= at.end);
  if (after?.prepositional) return after.animals;
  const before = inClause.filter((r) => r.end <= at.start).at(-1);
  if (before) return before.animals;
  if (after) return after.animals;
  return focus;
}

/**
 * The transcript's sentences merged into passages, each a run of sentences about the same animals: what
 * the vet confirms before the documents are drafted per animal.
 */
export function passagesOf(sentences: readonly AttributedSentence[]): { text: string; animals: number[] }[] {
  const passages: { text: string; animals: number[] }[] = [];
  for (const sentence of sentences) {
    const last = passages[passages.length - 1];
    if (last && sameAnimals(last.animals, sentence.animals)) last.text = `${last.text} ${sentence.text}`;
    else passages.push({ text: sentence.text, animals: [...sentence.animals] });
  }
  return passages;
}
