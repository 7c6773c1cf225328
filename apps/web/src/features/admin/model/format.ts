/** pt-BR formats of the admin area's figures (Intl, as the guide asks). */

const INTEGER = new Intl.NumberFormat('pt-BR');
const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

export function formatInteger(value: number): string {
  return INTEGER.format(value);
}

/** A ratio from 0 to 1 as "12,5%". */
export function formatPercent(ratio: number): string {
  return PERCENT.format(ratio);
}

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : 'Data inválida';
}

export function formatDate(value: string): string {
  const date = parse(value);
  return date ? DATE.format(date) : 'Data inválida';
}

/** A calendar day "2026-11-24" as "24/11"; read in UTC so the day never shifts with the time zone. */
export function formatDayMonth(day: string): string {
  const date = parse(`${day.slice(0, 10)}T00:00:00Z`);
  return date ? DAY_MONTH.format(date) : day;
}

/** Milliseconds as "850 ms" or "1,2 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${INTEGER.format(Math.round(ms))} ms`;
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(ms / 1000)} s`;
}

const RELATIVE = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** How long ago, in the largest whole unit: "há 5 minutos", "há 2 horas". */
export function formatAgo(value: string, now: number = Date.now()): string {
  const date = parse(value);
  if (!date) return 'Data inválida';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.trunc(seconds / size), unit);
  }
  return RELATIVE.format(seconds, 'second');
}

const DAY = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' });

/** A calendar day "2026-12-24" as "24/12/2026"; read in UTC so the day never shifts with the time zone. */
export function formatDay(day: string): string {
  const date = parse(`${day.slice(0, 10)}T00:00:00Z`);
  return date ? DAY.format(date) : day;
}

/** Seconds of audio as "45 s", "12 min" or "3 h 20 min". */
export function formatAudioSeconds(seconds: number): string {
  const rounded = Math.round(seconds);
  if (rounded < 60) return `${rounded} s`;
  const minutes = Math.round(rounded / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${INTEGER.format(hours)} h ${rest} min` : `${INTEGER.format(hours)} h`;
}
