import { NUMBER_WORDS_BELOW_HUNDRED, parseNumberWords } from '../number-words.ts';
import { addDaysToDay, addMonthsToDay, nextDayOfMonth } from './calendar.ts';

/**
 * The forward-looking time expressions of a pt-BR consultation, found in a folded copy of the text (lower
 * case, no accents, same length as the original so spans point back into it). Only expressions that say
 * "from now" count: "em 7 dias", "daqui a 15 dias", "dentro de um mês", "semana que vem", "dia 12/12".
 * "Há 15 dias", "por 3 dias", "a cada 8 horas" and "uma semana atrás" are the past or a duration, not a date.
 */

export interface TimeExpression {
  start: number;
  end: number;
  dueDate: string;
}

/** Folds character by character (NFD's first code unit), so every index still points into the original. */
export function foldSameLength(text: string): string {
  let out = '';
  for (const char of text) {
    const base = char.normalize('NFD')[0] ?? char;
    out += char.length === 2 ? base.toLowerCase().padEnd(2, ' ') : base.toLowerCase();
  }
  return out;
}

const WORD_NUMBER = NUMBER_WORDS_BELOW_HUNDRED;
const NUMBER = `(?:\\d{1,3}|${WORD_NUMBER})`;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "em", "daqui a", "dentro de", "após", "depois de", "a partir de": from the consultation on. */
const FORWARD = '(?:em|daqui\\s+a|daqui|dentro\\s+de|apos|depois\\s+de|a\\s+partir\\s+de)';
const RELATIVE = new RegExp(
  `\\b${FORWARD}\\s+(?:(?:mais|uns|umas|cerca\\s+de|aproximadamente)\\s+)?(${NUMBER})(?:\\s*(?:a|ou)\\s*${NUMBER})?\\s*(dias?|semanas?|mes|meses|anos?)\\b`,
  'g',
);
/** "retorno com 15 dias" is a date; "filhote com 60 dias" is an age — only after a return word. */
const WITH_AFTER_RETURN = new RegExp(
  `\\b(?:retorno|revisao|reavaliacao|voltar|volta|retornar)\\s+(com\\s+(${NUMBER})\\s*(dias?|semanas?|mes|meses))\\b`,
  'g',
);
const NAMED =
  /\b(?:(?:na\s+)?(?:proxima\s+semana|semana\s+que\s+vem)|(?:no\s+)?(?:proximo\s+mes|mes\s+que\s+vem)|depois\s+de\s+amanha|amanha)\b/g;
const DAY_OF_MONTH = new RegExp(
  `\\bdia\\s+(\\d{1,2}|${WORD_NUMBER})(?:\\s*\\/\\s*(\\d{1,2})(?:\\s*\\/\\s*(\\d{2,4}))?|\\s+de\\s+(${MONTHS.join('|')}))?\\b`,
  'g',
);
const SLASH_DATE = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g;

function relativeDate(from: string, amount: number, unit: string): string | null {
  if (amount <= 0 || amount > 400) return null;
  if (unit.startsWith('dia')) return addDaysToDay(from, amount);
  if (unit.startsWith('semana')) return addDaysToDay(from, amount * 7);
  if (unit.startsWith('mes')) return amount <= 24 ? addMonthsToDay(from, amount) : null;
  return amount <= 3 ? addMonthsToDay(from, amount * 12) : null;
}

/**
 * A day of the month said without a year is the next one — unless it lies in the last six months, where
 * it is the past ("tomou a primeira dose dia 10/10"), which is not a follow-up.
 */
function calendarDate(from: string, day: number, month?: number, yearText?: string): string | null {
  if (yearText) {
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    const date = nextDayOfMonth(from, day, month, year);
    return date && date >= from ? date : null;
  }
  if (month === undefined) return nextDayOfMonth(from, day);
  const thisYear = nextDayOfMonth(from, day, month, Number(from.slice(0, 4)));
  if (!thisYear) return null;
  if (thisYear >= from) return thisYear;
  const daysAgo = (Date.parse(from) - Date.parse(thisYear)) / 86_400_000;
  return daysAgo > 183 ? nextDayOfMonth(from, day, month, Number(from.slice(0, 4)) + 1) : null;
}

/** Every forward-looking expression in the folded text, with the day it names, in order. */
export function findTimeExpressions(folded: string, consultationDay: string): TimeExpression[] {
  const found: TimeExpression[] = [];
  const add = (start: number, end: number, dueDate: string | null) => {
    if (!dueDate || found.some((item) => start < item.end && end > item.start)) return;
    found.push({ start, end, dueDate });
  };
  for (const match of folded.matchAll(RELATIVE)) {
    const amount = parseNumberWords(match[1] ?? '');
    // "em 7 dias atrás" is still the past.
    if (/^\s*atras\b/.test(folded.slice(match.index + match[0].length))) continue;
    if (amount !== null)
      add(match.index, match.index + match[0].length, relativeDate(consultationDay, amount, match[2] ?? ''));
  }
  for (const match of folded.matchAll(WITH_AFTER_RETURN)) {
    const amount = parseNumberWords(match[2] ?? '');
    const start = match.index + match[0].length - (match[1] ?? '').length;
    if (amount !== null)
      add(start, match.index + match[0].length, relativeDate(consultationDay, amount, match[3] ?? ''));
  }
  for (const match of folded.matchAll(NAMED)) {
    const text = match[0];
    const due = text.includes('semana')
      ? addDaysToDay(consultationDay, 7)
      : text.includes('mes')
        ? addMonthsToDay(consultationDay, 1)
        : addDaysToDay(consultationDay, text.startsWith('depois') ? 2 : 1);
    add(match.index, match.index + text.length, due);
  }
  for (const match of folded.matchAll(DAY_OF_MONTH)) {
    const day = parseNumberWords(match[1] ?? '');
    const month = match[2] ? Number(match[2]) : match[4] ? MONTHS.indexOf(match[4]) + 1 : undefined;
    if (day === null || day < 1 || day > 31 || (month !== undefined && (month < 1 || month > 12))) continue;
    add(match.index, match.index + match[0].length, calendarDate(consultationDay, day, month, match[3]));
  }
  for (const match of folded.matchAll(SLASH_DATE)) {
    const day = Number(match[1]);
    const month = Number(match[2]);
    if (day < 1 || day > 31 || month < 1 || month > 12) continue;
    add(match.index, match.index + match[0].length, calendarDate(consultationDay, day, month, match[3]));
  }
  return found.sort((a, b) => a.start - b.start);
}
