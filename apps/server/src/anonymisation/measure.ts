import { anonymise } from './anonymise.ts';
import type { CrossSegmentFixture } from './fixtures/cross-segment.ts';
import type { AnonymisationFixture } from './fixtures.ts';
import { anonymiseSegments } from './learnt-names.ts';

export interface AnonymisationScore {
  precision: number;
  recall: number;
  expected: number;
  found: number;
  misses: string[];
  falseAlarms: string[];
}

/** Precision and recall over (kind, text) pairs: exact spans only, so a partial redaction counts as a miss. */
export function measureAnonymisation(fixtures: AnonymisationFixture[]): AnonymisationScore {
  let expected = 0;
  let found = 0;
  let correct = 0;
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  for (const fixture of fixtures) {
    const detected = anonymise(fixture.text, { tutorName: fixture.tutorName }).redactions.map(
      (r) => `${r.kind}:${r.original}`,
    );
    const wanted = fixture.redact.map((r) => `${r.kind}:${r.value}`);
    expected += wanted.length;
    found += detected.length;
    for (const item of wanted) {
      if (detected.includes(item)) correct += 1;
      else misses.push(`${item}  ←  ${fixture.text}`);
    }
    for (const item of detected) if (!wanted.includes(item)) falseAlarms.push(`${item}  ←  ${fixture.text}`);
  }
  return {
    precision: found === 0 ? 1 : correct / found,
    recall: expected === 0 ? 1 : correct / expected,
    expected,
    found,
    misses,
    falseAlarms,
  };
}

/** The same score over whole consultations: every segment's redactions once all segments are in. */
export function measureCrossSegment(fixtures: CrossSegmentFixture[]): AnonymisationScore {
  let expected = 0;
  let found = 0;
  let correct = 0;
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  for (const fixture of fixtures) {
    const results = anonymiseSegments(fixture.segments, {
      tutorName: fixture.tutorName,
      patientName: fixture.patientName,
    });
    results.forEach((result, i) => {
      const segment = fixture.segments[i] ?? '';
      const detected = result.redactions.map((r) => `${r.kind}:${r.original}`);
      const wanted = (fixture.redact[i] ?? []).map((r) => `${r.kind}:${r.value}`);
      expected += wanted.length;
      found += detected.length;
      for (const item of wanted) {
        if (detected.includes(item)) correct += 1;
        else misses.push(`${item}  ←  [${i}] ${segment}`);
      }
      for (const item of detected)
        if (!wanted.includes(item)) falseAlarms.push(`${item}  ←  [${i}] ${segment}`);
    });
  }
  return {
    precision: found === 0 ? 1 : correct / found,
    recall: expected === 0 ? 1 : correct / expected,
    expected,
    found,
    misses,
    falseAlarms,
  };
}
