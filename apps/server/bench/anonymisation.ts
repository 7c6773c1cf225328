import { performance } from 'node:perf_hooks';
import { MockLanguageModelV3 } from 'ai/test';
import { anonymise } from '../src/anonymisation/anonymise.ts';
import {
  HELD_OUT_SET,
  measureAnonymiser,
  measureAnonymiserAsync,
  TUNING_SET,
} from '../src/anonymisation/evaluate.ts';
import { CROSS_SEGMENT_FIXTURES } from '../src/anonymisation/fixtures/cross-segment.ts';
import { ANONYMISATION_FIXTURES } from '../src/anonymisation/fixtures.ts';
import { nameWordHasher, redactNameWords } from '../src/anonymisation/learnt-names.ts';
import { lexiconSize } from '../src/anonymisation/lexicon.ts';
import { measureAnonymisation, measureCrossSegment } from '../src/anonymisation/measure.ts';
import { withModelPass } from '../src/anonymisation/model-pass.ts';

/** Prints the anonymiser's precision and recall on the fixture set, and its speed on a long transcript. */
// The census lexicon is read on the first transcript after start: timed apart, once.
const loadStarted = performance.now();
lexiconSize();
console.log(
  `first-name lexicon: ${lexiconSize()} names read in ${(performance.now() - loadStarted).toFixed(1)} ms (once)`,
);
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
anonymise(longText, { tutorName: 'Fernanda Lima' });
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

// The anonymiser's marked sets (decision 027): the tuning set and the held-out set (never tuned on). Held-out misses are not
// printed, so nobody writes a rule for one of its sentences.
for (const [name, set] of [
  ['tuning', TUNING_SET],
  ['held-out', HELD_OUT_SET],
] as const) {
  const f = measureAnonymiser(set);
  console.log(
    `${name} set: ${f.lines} consultations, ${f.segments} segments, ${f.pii.expected} personal details, ${f.facts.expected} facts`,
  );
  console.log(
    `  precision ${f.pii.precision.toFixed(3)}  recall ${f.pii.recall.toFixed(3)}  facts kept ${f.facts.rate.toFixed(3)}`,
  );
  if (name === 'tuning') for (const miss of f.misses) console.log(`  miss: ${miss}`);
}

// The model's second pass with a mock model that answers at once: what the pass itself costs per
// segment (prompt building, structured output, verification), and how much text it sends.
let promptChars = 0;
const mock = new MockLanguageModelV3({
  doGenerate: async (options) => {
    promptChars += JSON.stringify(options.prompt).length;
    return {
      content: [{ type: 'text', text: '{"trechos":[]}' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: undefined, text: undefined, reasoning: undefined },
      },
      warnings: [],
    };
  },
});
const passStarted = performance.now();
const passed = await measureAnonymiserAsync(TUNING_SET, withModelPass(mock));
const perSegment = (performance.now() - passStarted) / passed.segments;
console.log(
  `model second pass (mock model): ${perSegment.toFixed(2)} ms per segment of overhead, ~${Math.round(promptChars / passed.segments / 4)} prompt tokens per segment (chars / 4)`,
);
