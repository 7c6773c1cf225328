import { findNumberMentions } from '../grounding/mentions.ts';
import { foldText } from '../text-fold.ts';

/** Hours between doses as a receita says them; 'single' for one dose; null when it cannot be told. */
export type DoseInterval = number | 'single' | null;

const HOURS_PER: Record<string, number> = { h: 1, dia: 24, semana: 168, mes: 720 };

/**
 * "a cada 12 horas", "BID", "12/12 h", "duas vezes ao dia", "a cada 12 semanas", "mensal", "dose única" →
 * hours between doses. "Se necessário" and anything else unclear → null: nothing is checked.
 */
export function parseDoseInterval(text: string | null | undefined): DoseInterval {
  if (!text?.trim()) return null;
  const folded = foldText(text);
  if (/\b(dose|aplicacao|administracao) unica\b|\b(uma )?(unica|so) vez\b|\bunica aplicacao\b/.test(folded))
    return 'single';
  const mentions = findNumberMentions(text).filter((m) => !m.date);
  const perDay = mentions.find((m) => m.unit === 'vez/dia');
  if (perDay && perDay.value > 0) return 24 / perDay.value;
  const times = mentions.find((m) => m.unit === 'vez');
  if (times && times.value > 0) {
    if (/\bsemana\b/.test(folded)) return 168 / times.value;
    if (/\bmes\b/.test(folded)) return 720 / times.value;
    if (/\b(dia|diaria|diarias)\b/.test(folded)) return 24 / times.value;
  }
  const every = mentions.find((m) => m.unit !== null && m.unit in HOURS_PER && m.value > 0);
  if (every?.unit) return every.value * (HOURS_PER[every.unit] ?? 1);
  if (/\bmensal\b|\bao mes\b|\bpor mes\b/.test(folded)) return 720;
  if (/\bquinzenal\b/.test(folded)) return 336;
  if (/\bsemanal\b|\bpor semana\b/.test(folded)) return 168;
  if (/\bdias alternados\b/.test(folded)) return 48;
  if (/\bdiariamente\b|\bao dia\b|\bpor dia\b/.test(folded)) return 24;
  return null;
}

/** "a cada 12 horas", "a cada 3 dias", "a cada 12 semanas": an interval in words. */
export function describeInterval(hours: number): string {
  if (hours >= 2016 && hours <= 2232) return 'a cada 12 semanas';
  if (hours >= 672 && hours % 24 === 0 && hours <= 744) return 'uma vez por mês';
  if (hours >= 168 && hours % 168 === 0)
    return hours === 168 ? 'uma vez por semana' : `a cada ${hours / 168} semanas`;
  if (hours > 24 && hours % 24 === 0) return `a cada ${hours / 24} dias`;
  const value = Number.isInteger(hours)
    ? String(hours)
    : hours.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `a cada ${value} horas`;
}

export function describeIntervalRange([shortest, longest]: readonly [number, number]): string {
  // A month of 28 to 31 days, twelve weeks or three months: one interval in words.
  if (shortest === longest || longest <= shortest * 1.12) return describeInterval(shortest);
  const longWords = describeInterval(longest);
  const shortWords = describeInterval(shortest);
  // "a cada 8 horas" … "a cada 12 horas" → "a cada 8–12 horas" when both are hours.
  if (longest <= 24 || (shortest < 48 && longest <= 48 && longWords.endsWith('horas')))
    return `a cada ${shortest}–${longest} horas`;
  return `${shortWords} a ${longWords.replace(/^a cada /, '')}`;
}
