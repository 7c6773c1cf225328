import { dayInSaoPaulo, FOLLOW_UP_KIND_LABELS, type FollowUpKind } from '@vetvoz/domain';

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const FULL = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Days from today (São Paulo) to a follow-up's day: negative when it has passed. */
export function daysUntil(day: string, now = new Date()): number {
  return Math.round((dateOf(day).getTime() - dateOf(dayInSaoPaulo(now)).getTime()) / 86_400_000);
}

/** "hoje", "amanhã", "em 7 dias", "há 2 dias". */
export function relativeDay(day: string, now = new Date()): string {
  const days = daysUntil(day, now);
  if (days === 0) return 'hoje';
  if (days === 1) return 'amanhã';
  if (days === -1) return 'ontem';
  return days > 0 ? `em ${days} dias` : `há ${-days} dias`;
}

/** "qui., 03/12" for the week's list. */
export const shortDay = (day: string) => WEEKDAY.format(dateOf(day));
/** "03/12/2026". */
export const fullDay = (day: string) => FULL.format(dateOf(day));

export const kindLabel = (kind: FollowUpKind) => FOLLOW_UP_KIND_LABELS[kind];

/** "Exame · Repetir a citologia"; just "Retorno" when the description says no more than the kind. */
export function followUpTitle(item: { kind: FollowUpKind; description: string }): string {
  const kind = kindLabel(item.kind);
  return item.description.trim().toLowerCase() === kind.toLowerCase()
    ? kind
    : `${kind} · ${item.description}`;
}
