import { maskCnpj } from '../cnpj.ts';
import { maskCpf, maskPhone } from '../cpf.ts';

/**
 * pt-BR formats for documents: comma decimals, dd/mm/aaaa, "21 de novembro de 2026", masked CPF/CNPJ/phone.
 */

/** The day a document is issued: 'YYYY-MM-DD' (taken literally) or a Date (its calendar day in `timeZone`). */
export type IssueDate = string | Date;

export const DEFAULT_DOCUMENT_TIME_ZONE = 'America/Sao_Paulo';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function toCalendarDay(date: IssueDate, timeZone = DEFAULT_DOCUMENT_TIME_ZONE): CalendarDay {
  if (typeof date === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
    if (!match) throw new RangeError(`Invalid issue date: ${date}`);
    return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, part) => {
      acc[part.type] = part.value;
      return acc;
    }, {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'YYYY-MM-DD', e.g. for file names. */
export function formatIsoDay(date: IssueDate): string {
  const { year, month, day } = toCalendarDay(date);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** dd/mm/aaaa */
export function formatDateBr(date: IssueDate): string {
  const { year, month, day } = toCalendarDay(date);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
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

/** "21 de novembro de 2026" (1st of the month as "1º", as Brazilian documents write it). */
export function formatLongDateBr(date: IssueDate): string {
  const { year, month, day } = toCalendarDay(date);
  return `${day === 1 ? '1º' : day} de ${MONTHS[month - 1]} de ${year}`;
}

/** "São Paulo, 21 de novembro de 2026", or only the date when the place is unknown. */
export function formatPlaceAndDate(place: string | undefined | null, date: IssueDate): string {
  const trimmed = place?.trim();
  return trimmed ? `${trimmed}, ${formatLongDateBr(date)}` : formatLongDateBr(date);
}

const decimalFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

/** 32.5 → "32,5"; 1200 → "1.200". */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value);
}

export function formatWeightKg(kg: number): string {
  return `${formatDecimal(kg)} kg`;
}

/** ISO dates a model or a form may leave in a text ("2026-11-21") become dd/mm/aaaa. */
export function localiseIsoDates(text: string): string {
  return text.replace(
    /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    (_, y: string, m: string, d: string) => `${d}/${m}/${y}`,
  );
}

export function formatCpf(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? maskCpf(digits) : value.trim();
}

/** 00.000.000/0000-00, numeric or alphanumeric (CNPJs issued since July 2026 have letters). */
export function formatCnpj(value: string): string {
  const c = value.replace(/[^0-9a-z]/gi, '');
  if (c.length !== 14) return value.trim();
  return maskCnpj(c);
}

export function formatPhoneBr(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits) : value.trim();
}

/** Non-empty trimmed text, or null: the renderers omit empty fields. */
export function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** First letter upper case, the rest as written ("meloxicam" → "Meloxicam"; "V10" stays). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}
