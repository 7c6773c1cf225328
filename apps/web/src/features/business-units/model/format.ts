import { HISTORY_TIME_ZONE, PLAN_DISPLAY_NAMES, type Plan } from '@vetvoz/domain';

const date = new Intl.DateTimeFormat('pt-BR', {
  timeZone: HISTORY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: HISTORY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const number = new Intl.NumberFormat('pt-BR');

/** "24/11/2026" in São Paulo time (the unit's periods and days are counted there). */
export function formatUnitDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '—' : date.format(value);
}

export function formatUnitDateTime(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '—' : dateTime.format(value);
}

export function formatCount(value: number): string {
  return number.format(value);
}

/**
 * A period as people say it: "24/11/2026 a 23/12/2026". The server's end is exclusive (the renewal
 * moment), so the last day shown is the day before it.
 */
export function periodText(periodStart: string, periodEnd: string): string {
  const lastDay = new Date(new Date(periodEnd).getTime() - 1).toISOString();
  return `${formatUnitDate(periodStart)} a ${formatUnitDate(lastDay)}`;
}

export function consultationsText(count: number): string {
  return count === 1 ? '1 consulta' : `${formatCount(count)} consultas`;
}

/** "Grátis" for the trial plan; the spec's display names for paid ones. */
export function planText(plan: Plan): string {
  return plan === 'gratis' ? 'Plano grátis' : PLAN_DISPLAY_NAMES[plan];
}

/** "Ana Souza" or, while the invited person has not filled their profile, the e-mail. */
export function personName(person: { name: string; email: string }): string {
  return person.name.trim() || person.email;
}

/** "24/11" for the chart's axis and "terça, 24/11" for its table; `day` is São Paulo's YYYY-MM-DD. */
export function dayLabels(day: string): { short: string; long: string } {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  const at = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, dayOfMonth ?? 1, 12));
  return {
    short: new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit' }).format(at),
    long: new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'UTC',
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
    }).format(at),
  };
}
