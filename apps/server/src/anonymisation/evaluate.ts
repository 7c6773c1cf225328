import type { ConsultationNames, Redaction } from './anonymise.ts';
import { HELD_OUT_SET } from './fixtures/held-out.ts';
import { type MarkedConsultation, type MarkedLine, parseMarkedLine } from './fixtures/marked.ts';
import { TUNING_SET } from './fixtures/tuning.ts';
import { anonymiseConsultation } from './learnt-names.ts';

export { HELD_OUT_SET, TUNING_SET };

/**
 * The anonymiser's figures on a marked fixture set: precision and recall of the tutor's
 * personal data, and the share of animal and clinical facts kept. Spans, not strings, are compared:
 * a personal detail counts as removed only when every character of it is inside a redaction (of any
 * kind: a name hidden as [ENDEREÇO] is still hidden); a redaction counts as right when it touches a
 * marked detail; a fact counts as kept when no redaction touches it.
 */
export interface AnonymiserFigures {
  lines: number;
  segments: number;
  pii: { expected: number; found: number; correct: number; precision: number; recall: number };
  facts: { expected: number; kept: number; rate: number };
  /** "value ← sentence" for each detail left (wholly or partly) in clear. */
  misses: string[];
  /** "value ← sentence" for each redaction that touches no marked detail. */
  falseAlarms: string[];
  /** "value ← sentence" for each fact a redaction touched. */
  lostFacts: string[];
}

/** Redacts one consultation: per segment, redactions in the coordinates of that segment's text. */
export type ConsultationRedactor = (segments: string[], names: ConsultationNames) => Redaction[][];
export type AsyncConsultationRedactor = (
  segments: string[],
  names: ConsultationNames,
) => Promise<Redaction[][]>;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** Every letter and digit of the span inside some redaction (the commas between two may stay). */
function covered(span: { start: number; end: number }, redactions: Redaction[], text: string): boolean {
  for (let i = span.start; i < span.end; i += 1) {
    if (/[\p{L}\d]/u.test(text[i] ?? '') && !redactions.some((r) => r.start <= i && i < r.end)) return false;
  }
  return true;
}

function emptyFigures(): AnonymiserFigures {
  return {
    lines: 0,
    segments: 0,
    pii: { expected: 0, found: 0, correct: 0, precision: 1, recall: 1 },
    facts: { expected: 0, kept: 0, rate: 1 },
    misses: [],
    falseAlarms: [],
    lostFacts: [],
  };
}

function addConsultation(figures: AnonymiserFigures, fixture: MarkedConsultation, found: Redaction[][]) {
  figures.lines += 1;
  fixture.segments.forEach((segment, i) => {
    const redactions = found[i] ?? [];
    figures.segments += 1;
    for (const pii of segment.pii) {
      figures.pii.expected += 1;
      if (covered(pii, redactions, segment.text)) figures.pii.correct += 1;
      else figures.misses.push(`${pii.kind}:${pii.value}  ←  ${segment.text}`);
    }
    for (const r of redactions) {
      figures.pii.found += 1;
      if (!segment.pii.some((pii) => overlaps(pii, r)))
        figures.falseAlarms.push(`${r.kind}:${segment.text.slice(r.start, r.end)}  ←  ${segment.text}`);
    }
    for (const fact of segment.facts) {
      figures.facts.expected += 1;
      if (redactions.some((r) => overlaps(fact, r)))
        figures.lostFacts.push(`${fact.value}  ←  ${segment.text}`);
      else figures.facts.kept += 1;
    }
  });
}

function finish(figures: AnonymiserFigures): AnonymiserFigures {
  const { pii, facts } = figures;
  const right = pii.found - figures.falseAlarms.length;
  pii.precision = pii.found === 0 ? 1 : right / pii.found;
  pii.recall = pii.expected === 0 ? 1 : pii.correct / pii.expected;
  facts.rate = facts.expected === 0 ? 1 : facts.kept / facts.expected;
  return figures;
}

const namesOf = (fixture: MarkedConsultation): ConsultationNames => ({
  tutorName: fixture.tutorName,
  patientName: fixture.patientName,
  vetName: fixture.vetName,
});

/**
 * Measures the rule-based anonymiser, with the cross-segment carry, on a marked set (TUNING_SET,
 * HELD_OUT_SET or any other MarkedLine[]). `redact` swaps in another redactor to compare.
 */
export function measureAnonymiser(
  set: readonly MarkedLine[],
  redact: ConsultationRedactor = anonymiseConsultation,
): AnonymiserFigures {
  const figures = emptyFigures();
  for (const line of set) {
    const fixture = parseMarkedLine(line);
    addConsultation(
      figures,
      fixture,
      redact(
        fixture.segments.map((s) => s.text),
        namesOf(fixture),
      ),
    );
  }
  return finish(figures);
}

/** The same with an asynchronous redactor (the model's second pass), one consultation at a time. */
export async function measureAnonymiserAsync(
  set: readonly MarkedLine[],
  redact: AsyncConsultationRedactor,
): Promise<AnonymiserFigures> {
  const figures = emptyFigures();
  for (const line of set) {
    const fixture = parseMarkedLine(line);
    addConsultation(
      figures,
      fixture,
      await redact(
        fixture.segments.map((s) => s.text),
        namesOf(fixture),
      ),
    );
  }
  return finish(figures);
}
