const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const seconds = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const integer = new Intl.NumberFormat('pt-BR');

/** "12 de mai. de 2026, 14:30" in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "12/05/2026". */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** "2,4 s". */
export function formatDuration(ms: number): string {
  return `${seconds.format(ms / 1000)} s`;
}

/** "12.345". */
export function formatCount(value: number): string {
  return integer.format(value);
}
