import {
  countGroundingFacts,
  documentContentSchemas,
  findUngroundedFacts,
  type GroundingFlag,
  patientGroundingSources,
} from '@vetvoz/domain';
import { EVAL_ISSUE_DATE } from './fixtures/consultations.ts';
import { HELD_OUT_PAIRS } from './fixtures/held-out.ts';
import {
  type GroundingPair,
  PLANTED_KINDS,
  type PlantedError,
  type PlantedKind,
} from './fixtures/pair-types.ts';
import { CLINIC_PAIRS } from './fixtures/pairs-clinic.ts';
import { EXTRA_PAIRS } from './fixtures/pairs-extra.ts';
import { FIRST_HELD_OUT_PAIRS } from './fixtures/pairs-first-held-out.ts';
import { MORE_PAIRS } from './fixtures/pairs-more.ts';
import { SECOND_HELD_OUT_PAIRS } from './fixtures/pairs-second-held-out.ts';

/** Written with the rules, or tuned on since: rule changes followed what these pairs showed (docs/quality.md). */
export const GROUNDING_PAIRS: readonly GroundingPair[] = [
  ...CLINIC_PAIRS,
  ...MORE_PAIRS,
  ...EXTRA_PAIRS,
  ...FIRST_HELD_OUT_PAIRS,
  ...SECOND_HELD_OUT_PAIRS,
];

/** Written after the last rule change and never tuned on. */
export const GROUNDING_HELD_OUT_PAIRS: readonly GroundingPair[] = HELD_OUT_PAIRS;

export interface GroundingFigures {
  pairs: number;
  cleanPairs: number;
  planted: number;
  caught: number;
  /** Planted errors flagged ÷ planted errors. */
  recall: number;
  byKind: Record<PlantedKind, { planted: number; caught: number }>;
  /** Numbers and drug names the check judged in all documents. */
  facts: number;
  falseFlags: number;
  /** Flags on faithful facts ÷ faithful facts (facts − planted errors). */
  falseFlagRate: number;
  /** Clean documents with no flag at all ÷ clean documents. */
  cleanWithoutFlags: number;
  /** "pair: kind path «value»" for each planted error left unflagged. */
  misses: string[];
  /** "pair: path «value»" for each flag that points at no planted error. */
  falseFlagList: string[];
}

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A flag catches a planted error when it points at the same field and the texts overlap. */
function catches(flag: GroundingFlag, planted: PlantedError): boolean {
  if (flag.path !== planted.path) return false;
  const [a, b] = [fold(flag.value), fold(planted.value)];
  if (!a.includes(b) && !b.includes(a)) return false;
  // A ruled-out drug counts only when the flag says why: "not in the transcript" alone misses the point.
  return planted.kind !== 'negated-drug' || flag.reason !== undefined;
}

/** The flags the product would show for a pair's document: the same sources as the server's check. */
export function flagsOfPair(pair: GroundingPair, content: unknown = pair.content): GroundingFlag[] {
  const parsed = documentContentSchemas[pair.type].parse(content);
  return findUngroundedFacts({
    content: parsed,
    transcript: pair.consultation.transcript,
    extraSources: [...patientGroundingSources(pair.consultation.patient), EVAL_ISSUE_DATE],
  });
}

export function measureGrounding(pairs: readonly GroundingPair[] = GROUNDING_PAIRS): GroundingFigures {
  const byKind = Object.fromEntries(PLANTED_KINDS.map((kind) => [kind, { planted: 0, caught: 0 }])) as Record<
    PlantedKind,
    { planted: number; caught: number }
  >;
  const figures = {
    pairs: pairs.length,
    cleanPairs: 0,
    planted: 0,
    caught: 0,
    facts: 0,
    falseFlags: 0,
    cleanFlagless: 0,
    misses: [] as string[],
    falseFlagList: [] as string[],
  };
  for (const pair of pairs) {
    const flags = flagsOfPair(pair);
    figures.facts += countGroundingFacts(documentContentSchemas[pair.type].parse(pair.content));
    if (pair.planted.length === 0) {
      figures.cleanPairs += 1;
      if (flags.length === 0) figures.cleanFlagless += 1;
    }
    for (const planted of pair.planted) {
      figures.planted += 1;
      byKind[planted.kind].planted += 1;
      if (flags.some((flag) => catches(flag, planted))) {
        figures.caught += 1;
        byKind[planted.kind].caught += 1;
      } else figures.misses.push(`${pair.id}: ${planted.kind} ${planted.path} «${planted.value}»`);
    }
    for (const flag of flags) {
      if (pair.planted.some((planted) => catches(flag, planted))) continue;
      // A ruled-out drug flagged without its reason is not a false flag: the drug is wrong, only the why is missing.
      if (pair.planted.some((p) => p.kind === 'negated-drug' && p.path === flag.path)) continue;
      figures.falseFlags += 1;
      figures.falseFlagList.push(`${pair.id}: ${flag.path} «${flag.value}»`);
    }
  }
  const faithful = Math.max(1, figures.facts - figures.planted);
  return {
    pairs: figures.pairs,
    cleanPairs: figures.cleanPairs,
    planted: figures.planted,
    caught: figures.caught,
    recall: figures.planted === 0 ? 1 : figures.caught / figures.planted,
    byKind,
    facts: figures.facts,
    falseFlags: figures.falseFlags,
    falseFlagRate: figures.falseFlags / faithful,
    cleanWithoutFlags: figures.cleanPairs === 0 ? 1 : figures.cleanFlagless / figures.cleanPairs,
    misses: figures.misses,
    falseFlagList: figures.falseFlagList,
  };
}
