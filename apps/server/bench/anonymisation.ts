import { performance } from 'node:perf_hooks';
import { anonymise } from '../src/anonymisation/anonymise.ts';
import { ANONYMISATION_FIXTURES, CROSS_SEGMENT_FIXTURES } from '../src/anonymisation/fixtures.ts';
import { nameWordHasher, redactNameWords } from '../src/anonymisation/learnt-names.ts';
import { measureAnonymisation, measureCrossSegment } from '../src/anonymisation/measure.ts';

/** Prints the anonymiser's precision and recall on the fixture set, and its speed on a long transcript. */
const score = measureAnonymisation(ANONYMISATION_FIXTURES);
console.log(
  `anonymisation fixtures: ${ANONYMISATION_FIXTURES.length} lines, ${score.expected} expected redactions`,
);
console.log(`  precision ${score.precision.toFixed(3)}  recall ${score.recall.toFixed(3)}`);
for (const miss of score.misses) console.log(`  miss: ${miss}`);
for (const alarm of score.falseAlarms) console.log(`  false alarm: ${alarm}`);

// A 1-hour consultation is roughly 9,000 words; repeat the fixtures to that size.
const longText = Array.from({ length: 60 }, () => ANONYMISATION_FIXTURES.map((f) => f.text).join(' ')).join(
  ' ',
);
const runs = 20;
const started = performance.now();
for (let i = 0; i < runs; i += 1) anonymise(longText, { tutorName: 'Fernanda Lima' });
const perRun = (performance.now() - started) / runs;
console.log(
  `  ${longText.split(/\s+/).length} words anonymised in ${perRun.toFixed(1)} ms (mean of ${runs})`,
);

const cross = measureCrossSegment(CROSS_SEGMENT_FIXTURES);
console.log(
  `cross-segment fixtures: ${CROSS_SEGMENT_FIXTURES.length} consultations, ${cross.expected} expected redactions`,
);
console.log(`  precision ${cross.precision.toFixed(3)}  recall ${cross.recall.toFixed(3)}`);
for (const miss of cross.misses) console.log(`  miss: ${miss}`);
for (const alarm of cross.falseAlarms) console.log(`  false alarm: ${alarm}`);

// Re-redacting a whole stored transcript when a segment teaches a new name: every word hashed once.
const hash = nameWordHasher('bench-secret', '00000000-0000-4000-8000-000000000000');
const known = new Set(['fernanda', 'lima', 'mariana'].map(hash));
const reStarted = performance.now();
for (let i = 0; i < runs; i += 1) {
  const fresh = nameWordHasher('bench-secret', '00000000-0000-4000-8000-000000000000');
  redactNameWords(longText, (word) => known.has(fresh(word)));
}
console.log(
  `  re-redaction of the same transcript by learnt-name hashes in ${((performance.now() - reStarted) / runs).toFixed(1)} ms (mean of ${runs})`,
);
