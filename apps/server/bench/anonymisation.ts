import { performance } from 'node:perf_hooks';
import { anonymise } from '../src/anonymisation/anonymise.ts';
import { ANONYMISATION_FIXTURES } from '../src/anonymisation/fixtures.ts';
import { measureAnonymisation } from '../src/anonymisation/measure.ts';

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
