/**
 * Calendar days as `yyyy-mm-dd` strings, counted in whole days: a follow-up's date is a day in the
 * clinic's calendar (São Paulo), never an instant, so no time zone can move it.
 */

const pad = (value: number) => String(value).padStart(2, '0');

export function toDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function fromDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

export function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return toDay(fromDay(day)) === day;
}

export function addDaysToDay(day: string, days: number): string {
  const date = fromDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** One month after 31 January is the last day of February, as a vet means it. */
export function addMonthsToDay(day: string, months: number): string {
  const date = fromDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((fromDay(to).getTime() - fromDay(from).getTime()) / 86_400_000);
}

/**
 * The first day on or after `from` with this day of the month (and month, when given): "retorno dia 12"
 * said on the 20th means the 12th of next month; "dia 5/1" said in December means next January.
 */
export function nextDayOfMonth(
  from: string,
  dayOfMonth: number,
  month?: number,
  year?: number,
): string | null {
  const start = fromDay(from);
  if (year !== undefined && month !== undefined) {
    const day = `${year}-${pad(month)}-${pad(dayOfMonth)}`;
    return isCalendarDate(day) ? day : null;
  }
  for (let offset = 0; offset < 24; offset++) {
    const candidateMonth = month ?? start.getUTCMonth() + 1 + offset;
    const candidateYear = start.getUTCFullYear() + (month !== undefined ? offset : 0);
    const date = new Date(Date.UTC(candidateYear, candidateMonth - 1, dayOfMonth));
    if (date.getUTCDate() !== dayOfMonth) continue;
    if (date.getTime() >= start.getTime()) return toDay(date);
  }
  return null;
}

/** The calendar day of an instant in São Paulo, where the clinics are. */
export function dayInSaoPaulo(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return parts;
}

/** `dd/mm/aaaa`, as the pages and messages print a date. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
