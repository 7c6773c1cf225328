import { type PrescribedAmount, type ProductStrength, readAmount, readStrength } from './dose-amounts.ts';
import { formatDoseNumber } from './dose-words.ts';

/** One dose of a line in the formulary's terms: mg (or UI) per kg, or per animal; how it was worked out. */
export type DoseReading =
  | {
      kind: 'dose';
      unit: 'mg' | 'ui';
      /** Per kg of body weight: as written, or worked out with the weight; null without a weight. */
      perKg: Range | null;
      /** Per animal: as written, or worked out with the weight; null for a per-kg dose without a weight. */
      total: Range | null;
      /** "1 comprimido e meio de 2 mg = 3 mg para 32 kg" — what was said and how it became the figure. */
      working: string;
    }
  | { kind: 'problem'; code: 'unparseable' | 'needs-strength' | 'needs-weight' | 'units'; message: string }
  | { kind: 'none' };

export interface Range {
  low: number;
  high: number;
}

export interface DoseInputs {
  doseText: string;
  /** Product name and strength fields, where "250 mg" or "0,5 mg/mL" may be written. */
  strengthTexts: (string | null)[];
  weightKg: number | null;
  /** "para 32 kg" or "para 32 kg (peso dito na consulta)". */
  weightWords: string;
}

function strengthOf(texts: (string | null)[]): ProductStrength {
  for (const text of texts) {
    const strength = readStrength(text);
    if (Object.keys(strength).length > 0) return strength;
  }
  return {};
}

const n = formatDoseNumber;

/**
 * Turns what the line says into an amount of drug: mg/kg as written, mg or UI in all, mL through the
 * concentration, tablets through their strength. Says plainly what is missing when it cannot.
 */
export function readDose({ doseText, strengthTexts, weightKg, weightWords }: DoseInputs): DoseReading {
  const reading = readAmount(doseText);
  if (reading.kind === 'none') {
    return {
      kind: 'problem',
      code: 'unparseable',
      message: `Não foi possível conferir a dose «${doseText.trim()}»: escreva a quantidade em mg, mg/kg, mL (com a concentração) ou comprimidos (com a dosagem).`,
    };
  }
  if (reading.kind === 'uncheckable-unit') {
    return {
      kind: 'problem',
      code: 'unparseable',
      message: `Não foi possível conferir a dose «${doseText.trim()}»: em ${reading.unit === 'gota' ? 'gotas' : `${reading.unit}s`} a quantidade de fármaco depende do produto; informe a dose em mg ou mg/kg para conferir.`,
    };
  }
  const amount = reading.amount;
  const strength = strengthOf(strengthTexts);
  const converted = toDrugAmount(amount, strength, doseText.trim());
  if ('problem' in converted) return { kind: 'problem', code: converted.code, message: converted.problem };
  const range = { low: converted.low, high: converted.high };
  const times = (r: Range, by: number) => ({ low: r.low * by, high: r.high * by });
  if (converted.perKg) {
    return {
      kind: 'dose',
      unit: converted.unit,
      perKg: range,
      total: weightKg === null ? null : times(range, weightKg),
      working: converted.working,
    };
  }
  return {
    kind: 'dose',
    unit: converted.unit,
    perKg: weightKg === null ? null : times(range, 1 / weightKg),
    total: range,
    working: weightKg === null ? converted.working : `${converted.working} ${weightWords}`,
  };
}

type Converted =
  | { perKg: boolean; unit: 'mg' | 'ui'; low: number; high: number; working: string }
  | { problem: string; code: 'needs-strength' | 'units' };

function toDrugAmount(amount: PrescribedAmount, strength: ProductStrength, said: string): Converted {
  const { low, high, perKg } = amount;
  if (amount.unit === 'mg' || amount.unit === 'ui')
    return { perKg, unit: amount.unit, low, high, working: said };
  if (amount.unit === 'ml') {
    const per = strength.mgPerMl ?? strength.uiPerMl;
    const unit = strength.mgPerMl !== undefined ? 'mg' : 'ui';
    if (per === undefined) {
      return {
        code: strength.mgPerUnit !== undefined ? 'units' : 'needs-strength',
        problem:
          strength.mgPerUnit !== undefined
            ? `A dose está em mL («${said}»), mas a concentração está em mg por unidade (comprimido/cápsula): confira a unidade; mL só se converte em mg com a concentração em mg/mL.`
            : `Não foi possível conferir «${said}»: a dose está em mL e falta a concentração (mg/mL ou %) para saber quantos mg são.`,
      };
    }
    const unitWord = unit === 'mg' ? 'mg' : 'UI';
    return {
      perKg,
      unit,
      low: low * per,
      high: high * per,
      working: `${said} de ${n(per)} ${unitWord}/mL = ${n(low * per)}${high !== low ? `–${n(high * per)}` : ''} ${unitWord}${perKg ? '/kg' : ''}`,
    };
  }
  // Tablets, capsules.
  const word = amount.countWord ?? 'comprimido';
  if (strength.mgPerUnit === undefined) {
    return {
      code: strength.mgPerMl !== undefined ? 'units' : 'needs-strength',
      problem:
        strength.mgPerMl !== undefined
          ? `A dose está em ${word}s («${said}»), mas a concentração está em mg/mL: confira a apresentação do produto.`
          : `Não foi possível conferir «${said}»: falta a dosagem do ${word} (ex.: 100 mg) para saber quantos mg são.`,
    };
  }
  return {
    perKg,
    unit: 'mg',
    low: low * strength.mgPerUnit,
    high: high * strength.mgPerUnit,
    working: `${said} de ${n(strength.mgPerUnit)} mg = ${n(low * strength.mgPerUnit)}${high !== low ? `–${n(high * strength.mgPerUnit)}` : ''} mg${perKg ? '/kg' : ''}`,
  };
}
