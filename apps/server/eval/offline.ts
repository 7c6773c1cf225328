import { ANIMAL_HELD_OUT_VISITS, type AnimalFigures, measureAnimals } from './animals.ts';
import { type AnonymisationSets, measureAnonymisationSets } from './anonymisation.ts';
import {
  type DoseFigures,
  type GroundingReceitaFigures,
  measureDoses,
  measureDosesOnGroundingReceitas,
} from './doses.ts';
import {
  GROUNDING_HELD_OUT_PAIRS,
  GROUNDING_PAIRS,
  type GroundingFigures,
  measureGrounding,
} from './grounding.ts';

export interface OfflineFigures {
  anonymisation: AnonymisationSets;
  grounding: GroundingFigures;
  groundingHeldOut: GroundingFigures;
  doses: DoseFigures;
  dosesOnGroundingReceitas: GroundingReceitaFigures;
  animals: AnimalFigures;
  animalsHeldOut: AnimalFigures;
}

/** The parts of the eval that need no provider: rules on fixtures, a second or so. */
export function runOfflineEval(): OfflineFigures {
  return {
    anonymisation: measureAnonymisationSets(),
    grounding: measureGrounding(),
    groundingHeldOut: measureGrounding(GROUNDING_HELD_OUT_PAIRS),
    doses: measureDoses(),
    dosesOnGroundingReceitas: measureDosesOnGroundingReceitas([
      ...GROUNDING_PAIRS,
      ...GROUNDING_HELD_OUT_PAIRS,
    ]),
    animals: measureAnimals(),
    animalsHeldOut: measureAnimals(ANIMAL_HELD_OUT_VISITS),
  };
}

/**
 * The current floors: the figures of the last published run (docs/quality.md), rounded down. The eval's
 * test fails below them, so a change that makes the rules worse is seen in CI; raise them as the rules improve.
 */
export const FLOORS = {
  anonymisation: { recall: 0.97, precision: 0.95, factsKept: 0.97 },
  grounding: { recall: 0.93, negatedDrugRecall: 0.9, speciesRecall: 0.85, maxFalseFlagRate: 0.01 },
  groundingHeldOut: { recall: 0.9, maxFalseFlagRate: 0.08 },
  doses: { recall: 0.95, maxFalseFlagRate: 0.05 },
  animals: { maxWrongAnimalRate: 0, warningRecall: 0.95, maxFalseWarningRate: 0.05 },
  animalsHeldOut: { maxWrongAnimalRate: 0.1 },
} as const;

/** The figures below their floor, in words; empty when all hold. */
export function belowFloors(figures: OfflineFigures): string[] {
  const out: string[] = [];
  const check = (name: string, value: number, floor: number, atMost = false) => {
    if (atMost ? value > floor : value < floor) out.push(`${name} ${value.toFixed(3)} (floor ${floor})`);
  };
  for (const [set, f] of Object.entries(figures.anonymisation)) {
    check(`anonymisation ${set} recall`, f.pii.recall, FLOORS.anonymisation.recall);
    check(`anonymisation ${set} precision`, f.pii.precision, FLOORS.anonymisation.precision);
    check(`anonymisation ${set} facts kept`, f.facts.rate, FLOORS.anonymisation.factsKept);
  }
  const g = figures.grounding;
  const kindRecall = (kind: keyof typeof g.byKind) =>
    g.byKind[kind].planted === 0 ? 0 : g.byKind[kind].caught / g.byKind[kind].planted;
  check('grounding recall', g.recall, FLOORS.grounding.recall);
  check('grounding negated-drug recall', kindRecall('negated-drug'), FLOORS.grounding.negatedDrugRecall);
  check('grounding species recall', kindRecall('species'), FLOORS.grounding.speciesRecall);
  check('grounding false-flag rate', g.falseFlagRate, FLOORS.grounding.maxFalseFlagRate, true);
  const h = figures.groundingHeldOut;
  check('grounding held-out recall', h.recall, FLOORS.groundingHeldOut.recall);
  check(
    'grounding held-out false-flag rate',
    h.falseFlagRate,
    FLOORS.groundingHeldOut.maxFalseFlagRate,
    true,
  );
  check('dose-check recall', figures.doses.recall, FLOORS.doses.recall);
  check('dose-check false-flag rate', figures.doses.falseFlagRate, FLOORS.doses.maxFalseFlagRate, true);
  const a = figures.animals;
  check('drugs attributed to the wrong animal', a.wrongAnimalRate, FLOORS.animals.maxWrongAnimalRate, true);
  check('cross-animal warning recall', a.warningRecall, FLOORS.animals.warningRecall);
  check('cross-animal false warnings', a.falseWarningRate, FLOORS.animals.maxFalseWarningRate, true);
  const ah = figures.animalsHeldOut;
  check(
    'held-out drugs attributed to the wrong animal',
    ah.wrongAnimalRate,
    FLOORS.animalsHeldOut.maxWrongAnimalRate,
    true,
  );
  return out;
}
