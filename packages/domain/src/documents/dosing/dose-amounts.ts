import { findNumberMentions, type NumberMention } from '../grounding/mentions.ts';
import { foldText } from '../text-fold.ts';

/** What one dose of a receita line is, as written: per kg or in all, in mg, UI, mL or units (tablets). */
export interface PrescribedAmount {
  low: number;
  high: number;
  unit: 'mg' | 'ui' | 'ml' | 'unidade';
  perKg: boolean;
  /** The unit word for "unidade" amounts: "comprimido", "cápsula", "tablete". */
  countWord?: string;
}

/** How much drug one mL or one unit (tablet, capsule) of the product holds. */
export interface ProductStrength {
  mgPerMl?: number;
  uiPerMl?: number;
  mgPerUnit?: number;
}

const MASS_TO_MG: Record<string, number> = { mg: 1, mcg: 0.001, g: 1000 };
const COUNT_UNITS: Record<string, string> = { comprimido: 'comprimido', capsula: 'cápsula' };
const COUNT_WORDS: Record<string, string> = {
  tablete: 'tablete',
  tabletes: 'tablete',
  dragea: 'drágea',
  drageas: 'drágea',
  pastilha: 'pastilha',
  pastilhas: 'pastilha',
  comprimido: 'comprimido',
  capsula: 'cápsula',
};
/** Units a dose can be given in that the check cannot turn into mg without the product's table. */
export const UNCHECKABLE_UNITS = new Set(['gota', 'pipeta', 'sache', 'ampola', 'frasco', 'dose']);

function base(
  mention: NumberMention,
  nextWord: string,
): (Omit<PrescribedAmount, 'low' | 'high'> & { factor: number }) | null {
  const unit = mention.unit;
  if (unit === null) {
    const word = COUNT_WORDS[nextWord];
    return word ? { unit: 'unidade', perKg: false, countWord: word, factor: 1 } : null;
  }
  const [top, per] = unit.split('/');
  if (!top) return null;
  if (per !== undefined && per !== 'kg') return null;
  const perKg = per === 'kg';
  const mass = MASS_TO_MG[top];
  if (mass !== undefined) return { unit: 'mg', perKg, factor: mass };
  if (top === 'ui') return { unit: 'ui', perKg, factor: 1 };
  if (top === 'ml') return { unit: 'ml', perKg, factor: 1 };
  if (top === 'l') return { unit: 'ml', perKg, factor: 1000 };
  const count = COUNT_UNITS[top];
  if (count) return { unit: 'unidade', perKg, countWord: count, factor: 1 };
  return null;
}

/** The word right after a mention, folded ("1 tablete" → "tablete"). */
function wordAfter(text: string, mention: NumberMention): string {
  return foldText(text.slice(mention.end)).match(/^\s*(?:de\s+)?([a-z]+)/)?.[1] ?? '';
}

export type AmountReading =
  | { kind: 'amount'; amount: PrescribedAmount }
  | { kind: 'uncheckable-unit'; unit: string }
  | { kind: 'none' };

/**
 * "0,1 mg/kg", "15 mg", "2 mL", "1 comprimido e meio", "0,1 a 0,2 mg/kg", "1 mL para cada 50 kg",
 * "200 mcg/kg", "20.000 UI/kg" → an amount. "meia colher", "2 gotas" → what cannot be checked.
 */
export function readAmount(text: string | null | undefined): AmountReading {
  if (!text?.trim()) return { kind: 'none' };
  const mentions = findNumberMentions(text).filter((m) => !m.date);
  for (let i = 0; i < mentions.length; i += 1) {
    const mention = mentions[i] as NumberMention;
    if (mention.unit && UNCHECKABLE_UNITS.has(mention.unit))
      return { kind: 'uncheckable-unit', unit: mention.unit };
    let found = base(mention, wordAfter(text, mention));
    const low = mention.value;
    let high = mention.value;
    const next = mentions[i + 1];
    // "0,1 a 0,2 mg/kg": the first number has no unit of its own.
    if (!found && mention.unit === null && next) {
      const between = foldText(text.slice(mention.end, next.start)).trim();
      if (/^(a|-|–|ate)$/.test(between)) {
        found = base(next, wordAfter(text, next));
        high = next.value;
        i += 1;
      }
    }
    if (!found) continue;
    const { factor, ...rest } = found;
    const amount: PrescribedAmount = { ...rest, low: low * factor, high: high * factor };
    // "1 mL para cada 50 kg", "1 comprimido a cada 10 kg": per that many kg.
    const perWeight = mentions[i + 1];
    if (!amount.perKg && perWeight?.unit === 'kg' && perWeight.value > 0) {
      const between = foldText(text.slice(mention.end, perWeight.start));
      if (/(\/|\bpor\b|\bcada\b|\bpara\b)/.test(between)) {
        amount.low /= perWeight.value;
        amount.high /= perWeight.value;
        amount.perKg = true;
      }
    }
    return { kind: 'amount', amount };
  }
  return { kind: 'none' };
}

/** "0,5 mg/mL", "2%", "250 mg", "100 mg/comprimido", "5 mg/5 mL", "40 UI/mL" → strength; {} when none. */
export function readStrength(text: string | null | undefined): ProductStrength {
  if (!text?.trim()) return {};
  const mentions = findNumberMentions(text).filter((m) => !m.date);
  for (let i = 0; i < mentions.length; i += 1) {
    const m = mentions[i] as NumberMention;
    const next = mentions[i + 1];
    const [top, per] = (m.unit ?? '').split('/');
    const mass = top ? MASS_TO_MG[top] : undefined;
    if (m.unit === '%') return { mgPerMl: m.value * 10 };
    if (top === 'ui' && per === 'ml') return { uiPerMl: m.value };
    if (mass !== undefined && per === 'ml') return { mgPerMl: m.value * mass };
    if (mass !== undefined && per === undefined) {
      // "5 mg/5 mL": mass over a volume.
      if (next?.unit === 'ml' && /^\s*\/\s*$/.test(text.slice(m.end, next.start)) && next.value > 0)
        return { mgPerMl: (m.value * mass) / next.value };
      if (/^\s*\/\s*(g|grama)\b/i.test(text.slice(m.end))) continue;
      return { mgPerUnit: m.value * mass };
    }
    if (mass !== undefined && per && (per === 'comprimido' || per === 'capsula'))
      return { mgPerUnit: m.value * mass };
  }
  return {};
}
