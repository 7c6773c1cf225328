import {
  type AnonymiserFigures,
  HELD_OUT_SET,
  measureAnonymiser,
  TUNING_SET,
} from '../src/anonymisation/evaluate.ts';

export interface AnonymisationSets {
  /** The lines the rules were tuned on. */
  tuning: AnonymiserFigures;
  /** Lines written apart from the rules and never tuned on: the figure that predicts real speech. */
  heldOut: AnonymiserFigures;
}

/** The rule-based anonymiser (with the cross-segment carry) on both marked fixture sets. */
export function measureAnonymisationSets(): AnonymisationSets {
  return { tuning: measureAnonymiser(TUNING_SET), heldOut: measureAnonymiser(HELD_OUT_SET) };
}
