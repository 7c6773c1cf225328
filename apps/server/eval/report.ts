import type { AnonymiserFigures } from '../src/anonymisation/evaluate.ts';
import type { AnimalFigures } from './animals.ts';
import type { DoseFigures } from './doses.ts';
import type { GroundingFigures } from './grounding.ts';
import type { ModelPassFigures } from './live/anonymisation-model.ts';
import type { SttFigures } from './live/stt-wer.ts';
import type { TextModelFigures } from './live/text-model.ts';
import type { OfflineFigures } from './offline.ts';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

const listed = (items: string[], max = 12) =>
  items.length === 0
    ? 'none'
    : `${items.length} (${items.slice(0, max).join(', ')}${items.length > max ? ', …' : ''})`;

function anonymisationLines(name: string, f: AnonymiserFigures, details: boolean): string[] {
  const lines = [
    `  ${name}: ${f.lines} consultations, ${f.segments} segments, ${f.pii.expected} personal details, ${f.facts.expected} facts`,
    `    recall ${pct(f.pii.recall)}  precision ${pct(f.pii.precision)}  facts kept ${pct(f.facts.rate)}`,
  ];
  // Held-out misses are not printed: reading them invites tuning the rules on the set that must stay unseen.
  if (details) {
    for (const miss of f.misses) lines.push(`    miss: ${miss}`);
    for (const alarm of f.falseAlarms) lines.push(`    false alarm: ${alarm}`);
    for (const lost of f.lostFacts) lines.push(`    fact lost: ${lost}`);
  } else {
    lines.push(
      `    (${f.misses.length} misses, ${f.falseAlarms.length} false alarms, ${f.lostFacts.length} facts lost; not listed)`,
    );
  }
  return lines;
}

function groundingLines(name: string, g: GroundingFigures, details: boolean): string[] {
  const lines = [
    `  ${name}: ${g.pairs} transcript/document pairs (${g.cleanPairs} faithful, ${g.pairs - g.cleanPairs} with ${g.planted} planted errors), ${g.facts} facts checked`,
    `    recall of planted errors ${pct(g.recall)} (${g.caught}/${g.planted}): ${Object.entries(g.byKind)
      .map(([kind, k]) => `${kind} ${k.caught}/${k.planted}`)
      .join(', ')}`,
    `    false-flag rate ${pct(g.falseFlagRate)} (${g.falseFlags} flags on faithful facts); faithful documents without a flag ${pct(g.cleanWithoutFlags)}`,
  ];
  if (details) {
    for (const miss of g.misses) lines.push(`    miss: ${miss}`);
    for (const flag of g.falseFlagList) lines.push(`    false flag: ${flag}`);
  } else lines.push(`    (${g.misses.length} misses, ${g.falseFlags} false flags; not listed)`);
  return lines;
}

export function offlineReport(figures: OfflineFigures): string[] {
  return [
    'Anonymisation (rules + cross-segment carry)',
    ...anonymisationLines('tuning set', figures.anonymisation.tuning, true),
    ...anonymisationLines('held-out set', figures.anonymisation.heldOut, false),
    '',
    'Grounding (flags on documents against their transcript)',
    ...groundingLines('tuning pairs', figures.grounding, true),
    ...groundingLines('held-out pairs', figures.groundingHeldOut, false),
    '',
    'Dose check (receita lines against the formulary, by species and weight)',
    ...doseLines(figures.doses),
    `  faithful receitas of the grounding pairs (written before the dose check): ${figures.dosesOnGroundingReceitas.receitas} receitas, ${figures.dosesOnGroundingReceitas.lines} lines, ${figures.dosesOnGroundingReceitas.warnedLines} with a dose warning (${pct(figures.dosesOnGroundingReceitas.warnedLines / Math.max(1, figures.dosesOnGroundingReceitas.lines))})`,
    ...figures.dosesOnGroundingReceitas.warnings.map((w) => `    warning: ${w}`),
    '',
    'Several animals (which animal each drug was said about; the cross-animal warning)',
    ...animalLines('tuning visits (written before the rules, by their author)', figures.animals, true),
    ...animalLines(
      'held-out visits (written after the rules, measured blind)',
      figures.animalsHeldOut,
      false,
    ),
  ];
}

function animalLines(name: string, a: AnimalFigures, showMisses: boolean): string[] {
  const lines = [
    `  ${name}: ${a.visits} visits, ${a.drugs} drugs (${a.recognised} the drug vocabulary recognises)`,
    `    drugs attributed to the wrong animal ${pct(a.wrongAnimalRate)} (${a.wrongAnimal}/${a.recognised}); missing an animal ${a.missedAnimal}`,
    `    cross-animal warning: recall ${pct(a.warningRecall)} (${a.caught}/${a.planted} planted), faithful receitas warned ${pct(a.falseWarningRate)} (${a.falseWarnings}/${a.faithful})`,
  ];
  if (showMisses) for (const miss of a.misses) lines.push(`    miss: ${miss}`);
  else lines.push(`    (${a.misses.length} misses; not listed)`);
  return lines;
}

function doseLines(d: DoseFigures): string[] {
  const lines = [
    `  ${d.lines} receita lines (${d.correct} correct, ${d.planted} with a planted error)`,
    `    recall of planted errors ${pct(d.recall)} (${d.caught}/${d.planted}): ${Object.entries(d.byKind)
      .map(([kind, k]) => `${kind} ${k.caught}/${k.planted}`)
      .join(', ')}`,
    `    false flags on correct doses ${pct(d.falseFlagRate)} (${d.falseFlags}/${d.correct}); correct lines left unchecked ${d.unchecked}`,
  ];
  for (const miss of d.misses) lines.push(`    miss: ${miss}`);
  for (const flag of d.falseFlagList) lines.push(`    false flag: ${flag}`);
  return lines;
}

export function sttReport(f: SttFigures): string[] {
  const lines = [
    `Speech-to-text (${f.provider}, ${f.model}) on ${f.sentences} espeak-ng pt-BR clinical sentences`,
    `  WER without the vocabulary ${pct(f.wer)}, with it ${pct(f.werWithVocabulary)} (${f.promptNote}; ` +
      'the terms and pairs each sentence would have learnt from correcting the others)',
    `  drug names and numbers lost (without the vocabulary): ${listed(f.factsLost)}`,
  ];
  for (const w of f.worst)
    lines.push(`    ${pct(w.wer)}  said: ${w.reference}`, `           heard: ${w.hypothesis}`);
  for (const failure of f.failures) lines.push(`    failed: ${failure}`);
  return lines;
}

export function textModelReport(f: TextModelFigures): string[] {
  const lines = [`Text model (${f.provider}, ${f.model}) on the fixture transcripts, default prompts`];
  for (const [type, t] of Object.entries(f.byType)) {
    lines.push(
      `  ${type}: ${t.valid}/${t.documents} schema-valid (${t.repaired} after a repair), ` +
        `${t.flags} grounding flags (${(t.flags / Math.max(1, t.valid)).toFixed(1)} per document), ` +
        `${(t.seconds / Math.max(1, t.documents)).toFixed(1)} s per document`,
    );
    for (const flag of t.flagList) lines.push(`    flag: ${flag}`);
    for (const error of t.errors) lines.push(`    failed: ${error}`);
  }
  return lines;
}

export function modelPassReport(provider: string, f: ModelPassFigures): string[] {
  const segments = f.tuning.segments + f.heldOut.segments;
  return [
    `Anonymisation with the model's second pass (${provider}), ${(f.seconds / Math.max(1, segments)).toFixed(2)} s per segment`,
    ...anonymisationLines('tuning set', f.tuning, true),
    ...anonymisationLines('held-out set', f.heldOut, false),
  ];
}
