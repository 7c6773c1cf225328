import {
  checkReceitaDoses,
  documentContentSchemas,
  type GroundingFlag,
  isGroundingWarning,
} from '@vetvoz/domain';
import { DOSE_LINES, type DoseLineCase, type DosePlantedKind } from './fixtures/dose-lines.ts';
import type { GroundingPair } from './fixtures/pair-types.ts';

export interface DoseFigures {
  lines: number;
  correct: number;
  planted: number;
  caught: number;
  /** Planted errors with a dose warning on their line ÷ planted errors. */
  recall: number;
  byKind: Record<DosePlantedKind, { planted: number; caught: number }>;
  /** Correct lines with any dose warning ÷ correct lines. */
  falseFlagRate: number;
  falseFlags: number;
  /** Correct lines the check could not judge (info notes: no weight, unparseable, unknown drug). */
  unchecked: number;
  misses: string[];
  falseFlagList: string[];
}

/** The dose check's flags on one line, as the server computes them for a receita. */
export function doseFlagsOf(line: DoseLineCase): GroundingFlag[] {
  return checkReceitaDoses({
    content: { itens: [line.item] },
    patient: line.patient,
    transcript: line.transcript ?? '',
  });
}

export function measureDoses(lines: readonly DoseLineCase[] = DOSE_LINES): DoseFigures {
  const kinds: DosePlantedKind[] = ['dez-vezes', 'decimo', 'especie', 'frequencia'];
  const byKind = Object.fromEntries(
    kinds.map((k) => [k, { planted: 0, caught: 0 }]),
  ) as DoseFigures['byKind'];
  let caught = 0;
  let falseFlags = 0;
  let unchecked = 0;
  const misses: string[] = [];
  const falseFlagList: string[] = [];
  for (const line of lines) {
    const flags = doseFlagsOf(line);
    const warnings = flags.filter(isGroundingWarning);
    if (line.planted) {
      byKind[line.planted].planted += 1;
      if (warnings.length > 0) {
        caught += 1;
        byKind[line.planted].caught += 1;
      } else misses.push(`${line.id} (${line.planted}) ${line.item.farmaco} «${line.item.dose ?? ''}»`);
    } else {
      if (warnings.length > 0) {
        falseFlags += 1;
        falseFlagList.push(`${line.id}: ${warnings.map((w) => w.reason).join(' | ')}`);
      }
      if (flags.some((flag) => flag.level === 'info')) unchecked += 1;
    }
  }
  const planted = lines.filter((line) => line.planted).length;
  const correct = lines.length - planted;
  return {
    lines: lines.length,
    correct,
    planted,
    caught,
    recall: planted === 0 ? 1 : caught / planted,
    byKind,
    falseFlagRate: correct === 0 ? 0 : falseFlags / correct,
    falseFlags,
    unchecked,
    misses,
    falseFlagList,
  };
}

export interface GroundingReceitaFigures {
  receitas: number;
  lines: number;
  /** Lines of faithful receitas with a dose warning (notes not counted). */
  warnedLines: number;
  warnings: string[];
}

/**
 * The dose check on the faithful receitas of the grounding pairs: written by others, for the grounding
 * check, before the dose check existed — a second, unplanned look at false warnings.
 */
export function measureDosesOnGroundingReceitas(pairs: readonly GroundingPair[]): GroundingReceitaFigures {
  const figures: GroundingReceitaFigures = { receitas: 0, lines: 0, warnedLines: 0, warnings: [] };
  for (const pair of pairs) {
    if (pair.type !== 'receita' || pair.planted.length > 0) continue;
    const content = documentContentSchemas.receita.parse(pair.content);
    figures.receitas += 1;
    figures.lines += content.itens.length;
    const warnings = checkReceitaDoses({
      content,
      patient: pair.consultation.patient,
      transcript: pair.consultation.transcript,
    }).filter(isGroundingWarning);
    const lines = new Set(warnings.map((flag) => flag.path.split('.').slice(0, 2).join('.')));
    figures.warnedLines += lines.size;
    for (const flag of warnings) figures.warnings.push(`${pair.id}: ${flag.reason}`);
  }
  return figures;
}
