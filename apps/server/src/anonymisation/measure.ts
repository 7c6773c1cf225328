import { anonymise } from './anonymise.ts';
import type { AnonymisationFixture } from './fixtures.ts';

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
