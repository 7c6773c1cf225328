import type { BillingSummary, QuotaView, SubscriptionView } from '@vetvoz/domain';

/** Billing dates are instants in UTC; a vet in Brazil reads them in São Paulo time. */
const saoPauloDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

export function formatBillingDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : saoPauloDate.format(date);
}

/** "Renova em 24/12/2026", or "Acesso até 24/12/2026" when it will not renew; null for the trial. */
export function periodLine(subscription: SubscriptionView): string | null {
  if (subscription.plan === 'gratis' || !subscription.currentPeriodEnd) return null;
  const date = formatBillingDate(subscription.currentPeriodEnd);
  if (!date) return null;
  const ends = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
  return ends ? `Acesso até ${date}` : `Renova em ${date}`;
}

/** "3 de 10 consultas usadas · 7 restantes". */
export function consultationsLine({
  used,
  limit,
  remaining,
}: Pick<QuotaView, 'used' | 'limit' | 'remaining'>) {
  const left =
    remaining === 0 ? 'nenhuma restante' : remaining === 1 ? '1 restante' : `${remaining} restantes`;
  return `${used} de ${limit} ${limit === 1 ? 'consulta usada' : 'consultas usadas'} · ${left}`;
}

export const isTrial = (summary: BillingSummary) =>
  summary.subscription === null || summary.subscription.plan === 'gratis';

/**
 * The header chip says what is left, not what is used ("0/10" read as none left): always for the trial
 * ("9 consultas grátis restantes"); for a paid plan only once 80% of the month is used ("20 consultas
 * restantes este mês"), since a vet far from the limit needs no reminder.
 */
export function usageChipText(summary: BillingSummary): { short: string; long: string } | null {
  const { remaining, level } = summary.quota;
  if (isTrial(summary)) {
    const long =
      remaining === 0
        ? 'Nenhuma consulta grátis restante'
        : remaining === 1
          ? '1 consulta grátis restante'
          : `${remaining} consultas grátis restantes`;
    return { short: `${remaining} grátis`, long };
  }
  if (level === 'ok') return null;
  const long =
    remaining === 0
      ? 'Nenhuma consulta restante este mês'
      : remaining === 1
        ? '1 consulta restante este mês'
        : `${remaining} consultas restantes este mês`;
  return { short: `${remaining} restantes`, long };
}
