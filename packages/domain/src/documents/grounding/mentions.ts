import { type Token, tokenize } from './tokens.ts';
import { UNIT_SPELLING_LIST } from './unit-spellings.ts';

/** A number in a text, with its unit when one follows, and where it is in the original text. */
export interface NumberMention {
  value: number;
  /** Canonical unit ("mg/kg", "h", "dia", "°c") or null for a bare number. */
  unit: string | null;
  /** dd/mm/aaaa dates: compared as dates, not as numbers. */
  date?: { day: number; month: number; year: number | null };
  start: number;
  end: number;
}

const UNIT_SPELLINGS = [...UNIT_SPELLING_LIST].sort((a, b) => b[0].length - a[0].length);

/** Units that may take a "/kg", "por quilo", "/mL" … after them. */
const PER_UNITS = new Set(['mg', 'mcg', 'g', 'ml', 'ui', 'gota', 'comprimido', 'l', 'dose']);
const DENOMINATORS: Record<string, string> = {
  kg: 'kg',
  quilo: 'kg',
  kilo: 'kg',
  quilograma: 'kg',
  ml: 'ml',
  mililitro: 'ml',
  dl: 'dl',
  l: 'l',
  litro: 'l',
  h: 'h',
  hora: 'h',
  dia: 'dia',
  comprimido: 'comprimido',
};

const FREQUENCY_ABBREVIATIONS: Record<string, number> = { sid: 24, bid: 12, tid: 8, qid: 6 };
const DAY_WORDS = new Set(['dia']);

const MONTHS: Record<string, number> = {
  janeiro: 1,
  fevereiro: 2,
  marco: 3,
  abril: 4,
  maio: 5,
  junho: 6,
  julho: 7,
  agosto: 8,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
};

export function findNumberMentions(text: string): NumberMention[] {
  return mentionsIn(tokenize(text));
}

function mentionsIn(tokens: Token[]): NumberMention[] {
  const mentions: NumberMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const at = (k: number) => tokens[i + k];

    if (token.kind === 'word') {
      const hours = FREQUENCY_ABBREVIATIONS[token.norm];
      if (hours !== undefined) {
        mentions.push({ value: hours, unit: 'h', start: token.start, end: token.end });
        i += 1;
        continue;
      }
      // q12h
      if (
        token.norm === 'q' &&
        at(1)?.kind === 'number' &&
        at(1)?.glued &&
        at(2)?.norm === 'h' &&
        at(2)?.glued
      ) {
        const n = at(1) as Token;
        mentions.push({ value: n.value as number, unit: 'h', start: token.start, end: (at(2) as Token).end });
        i += 3;
        continue;
      }
      i += 1;
      continue;
    }
    if (token.kind !== 'number' || token.value === undefined) {
      i += 1;
      continue;
    }
    const value = token.value;
    const previous = tokens[i - 1];

    // Part of a name or code: V10, B12, T4.
    if (token.glued && previous?.kind === 'word') {
      i += 1;
      continue;
    }
    // Ordinals: 1ª dose, 2º reforço.
    if (at(1)?.glued && (at(1)?.norm === 'ª' || at(1)?.norm === 'º')) {
      i += 2;
      continue;
    }
    // 12/12 h, 24/24h: an interval in hours.
    if (at(1)?.norm === '/' && at(2)?.kind === 'number' && at(2)?.value === value && isHourUnit(at(3))) {
      mentions.push({ value, unit: 'h', start: token.start, end: (at(3) as Token).end });
      i += 4;
      continue;
    }
    // 1/4, 1/2 (of a tablet): a fraction, not a date nor two numbers.
    const fraction = readFraction(tokens, i);
    if (fraction) {
      const unit = readUnit(tokens, fraction.next) ?? readUnitAfterDe(tokens, fraction.next);
      const end = unit ? unit.end : (tokens[fraction.next - 1] as Token).end;
      mentions.push({ value: fraction.value, unit: unit?.unit ?? null, start: token.start, end });
      i = unit ? unit.next : fraction.next;
      continue;
    }
    // dd/mm/aaaa
    const date = readSlashDate(tokens, i);
    if (date) {
      mentions.push(date.mention);
      i = date.next;
      continue;
    }
    // 21 de novembro (de 2026)
    const month = at(1)?.norm === 'de' ? MONTHS[at(2)?.norm ?? ''] : undefined;
    if (month !== undefined && Number.isInteger(value) && value >= 1 && value <= 31) {
      let end = (at(2) as Token).end;
      let year: number | null = null;
      let next = i + 3;
      const y = tokens[next + 1];
      if (tokens[next]?.norm === 'de' && y?.kind === 'number' && y.value !== undefined && y.value >= 1900) {
        year = y.value;
        end = y.end;
        next += 2;
      }
      mentions.push({ value, unit: null, date: { day: value, month, year }, start: token.start, end });
      i = next;
      continue;
    }
    // de 8 em 8 horas
    if (at(1)?.norm === 'em' && at(2)?.kind === 'number' && at(2)?.value === value) {
      const unit = readUnit(tokens, i + 3);
      if (unit) {
        const start = previous?.norm === 'de' ? previous.start : token.start;
        mentions.push({ value, unit: unit.unit, start, end: unit.end });
        i = unit.next;
        continue;
      }
    }

    // "um quarto de comprimido", "meio de comprimido": a part of a unit.
    const unit = readUnit(tokens, i + 1) ?? (value < 1 ? readUnitAfterDe(tokens, i + 1) : null);
    let start = token.start;
    // "a cada 8 horas": the whole phrase is the fact the vet checks.
    if (unit && previous?.norm === 'cada') {
      const beforeCada = tokens[i - 2];
      start = beforeCada?.norm === 'a' ? beforeCada.start : previous.start;
    }
    // "às 18 horas", "6 horas da manhã": a time of day, which people say as a bare number as often as not.
    if (unit?.unit === 'h' && isClockTime(tokens, i, unit.next)) {
      mentions.push({ value, unit: null, start, end: unit.end });
      i = unit.next;
      continue;
    }
    if (unit) {
      // "um comprimido e meio" = 1,5 comprimido
      const half = tokens[unit.next]?.norm === 'e' && /^mei[oa]$/.test(tokens[unit.next + 1]?.norm ?? '');
      const end = half ? (tokens[unit.next + 1] as Token).end : unit.end;
      mentions.push({ value: half ? value + 0.5 : value, unit: unit.unit, start, end });
      i = half ? unit.next + 2 : unit.next;
      continue;
    }
    if (token.article) {
      i += 1;
      continue;
    }
    // "7 a 10 dias": the first number shares the unit of the second.
    const connector = at(1)?.norm;
    if (
      (connector === 'a' || connector === '-' || connector === '–' || connector === 'ou') &&
      at(2)?.kind === 'number'
    ) {
      const rangeUnit = readUnit(tokens, i + 3);
      if (rangeUnit) {
        mentions.push({ value, unit: rangeUnit.unit, start, end: token.end });
        i += 1;
        continue;
      }
    }
    mentions.push({ value, unit: null, start, end: token.end });
    i += 1;
  }
  return mentions;
}

const DAY_PARTS = new Set(['manha', 'tarde', 'noite', 'madrugada']);

function isClockTime(tokens: Token[], i: number, afterUnit: number): boolean {
  const before = tokens[i - 1]?.norm;
  if (before === 'as' || before === 'das') return true;
  return tokens[afterUnit]?.norm === 'da' && DAY_PARTS.has(tokens[afterUnit + 1]?.norm ?? '');
}

function readFraction(tokens: Token[], i: number): { value: number; next: number } | null {
  const [a, slash, b, after] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]];
  if (slash?.norm !== '/' || !slash.glued || b?.kind !== 'number' || !b.glued) return null;
  // Not a date (1/4/2026) nor an interval (12/12 h).
  if (after?.norm === '/' && after.glued) return null;
  const [n, d] = [a?.value as number, b.value as number];
  if (!Number.isInteger(n) || !Number.isInteger(d) || n < 1 || n >= d || d > 8) return null;
  return { value: n / d, next: i + 3 };
}

function readUnitAfterDe(tokens: Token[], i: number) {
  return tokens[i]?.norm === 'de' ? readUnit(tokens, i + 1) : null;
}

function isHourUnit(token: Token | undefined): boolean {
  return token?.norm === 'h' || token?.norm === 'hs' || token?.norm === 'horas' || token?.norm === 'hora';
}

function readSlashDate(tokens: Token[], i: number): { mention: NumberMention; next: number } | null {
  const [d, s1, m, s2, y] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3], tokens[i + 4]];
  if (!d || s1?.norm !== '/' || m?.kind !== 'number' || s2?.norm !== '/' || y?.kind !== 'number') return null;
  if (!s1.glued || !m.glued || !s2.glued || !y.glued) return null;
  const day = d.value as number;
  const month = m.value as number;
  let year = y.value as number;
  if (!Number.isInteger(day) || !Number.isInteger(month) || day < 1 || day > 31 || month < 1 || month > 12)
    return null;
  if (year < 100) year += 2000;
  return {
    mention: { value: day, unit: null, date: { day, month, year }, start: d.start, end: y.end },
    next: i + 5,
  };
}

/** The unit at `i` (if any): "mg", "mg/kg", "miligramas por quilo", "vezes ao dia", "°C". */
function readUnit(tokens: Token[], i: number): { unit: string; end: number; next: number } | null {
  for (const [spelling, unit] of UNIT_SPELLINGS) {
    if (!spelling.every((part, k) => tokens[i + k]?.norm === part)) continue;
    const next = i + spelling.length;
    let end = (tokens[next - 1] as Token).end;
    // "mg/kg", "mg por quilo", "mL/kg", "mg/mL"
    if (PER_UNITS.has(unit) && (tokens[next]?.norm === '/' || tokens[next]?.norm === 'por')) {
      const denominator = DENOMINATORS[singular(tokens[next + 1]?.norm ?? '')];
      if (denominator) {
        end = (tokens[next + 1] as Token).end;
        return { unit: `${unit}/${denominator}`, end, next: next + 2 };
      }
    }
    // "2 vezes ao dia", "2x/dia", "3 vezes por dia"
    if (unit === 'vez') {
      const link = tokens[next]?.norm;
      if (
        (link === 'ao' || link === 'por' || link === 'a' || link === 'no' || link === '/') &&
        DAY_WORDS.has(tokens[next + 1]?.norm ?? '')
      ) {
        end = (tokens[next + 1] as Token).end;
        return { unit: 'vez/dia', end, next: next + 2 };
      }
      if (unit === 'vez' && spelling[0] === 'x') return null;
    }
    return { unit, end, next };
  }
  return null;
}

function singular(word: string): string {
  return word.endsWith('s') && word.length > 3 ? word.slice(0, -1) : word;
}

/**
 * Every way of writing the same fact: "a cada 12 h" = "2 vezes ao dia", "1 semana" = "7 dias",
 * "0,5 g" = "500 mg". Compared as "value|unit" keys.
 */
export function equivalentKeys(mention: NumberMention): string[] {
  if (mention.date) return [];
  const keys = [key(mention.value, mention.unit)];
  const { value, unit } = mention;
  if (unit === 'h' && value > 0 && Number.isInteger(24 / value)) keys.push(key(24 / value, 'vez/dia'));
  if (unit === 'vez/dia' && value > 0) keys.push(key(24 / value, 'h'));
  if (unit === 'h' && value % 24 === 0 && value > 0) keys.push(key(value / 24, 'dia'));
  if (unit === 'dia' && value > 0) keys.push(key(value * 24, 'h'));
  if (unit === 'semana') keys.push(key(value * 7, 'dia'));
  if (unit === 'dia' && value % 7 === 0 && value > 0) keys.push(key(value / 7, 'semana'));
  if (unit === 'g') keys.push(key(value * 1000, 'mg'));
  if (unit === 'mg') keys.push(key(value / 1000, 'g'), key(value * 1000, 'mcg'));
  if (unit === 'mcg') keys.push(key(value / 1000, 'mg'));
  if (unit === 'l') keys.push(key(value * 1000, 'ml'));
  if (unit === 'ml') keys.push(key(value / 1000, 'l'));
  return keys;
}

function key(value: number, unit: string | null): string {
  return `${Number(value.toPrecision(10))}|${unit ?? ''}`;
}
