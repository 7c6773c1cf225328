import { BILLING_PERIOD_WORDS, formatBrl, type PriceChange } from '@vetvoz/domain';
import { formatDateTime, formatDay, formatInteger } from '../../model/format.ts';

function notifiedText(count: number): string {
  if (count === 0) return 'Nenhum assinante avisado ainda';
  return count === 1 ? '1 assinante avisado' : `${formatInteger(count)} assinantes avisados`;
}

/** Every announced change, newest first (the server's order). */
export function PriceChangeList({ priceChanges }: { priceChanges: PriceChange[] }) {
  return (
    <ul aria-label="Mudanças de preço anunciadas" className="flex flex-col gap-3">
      {priceChanges.map((change) => (
        <li key={change.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h4 className="break-words font-semibold text-slate-900">{change.planName}</h4>
              <p className="mt-1 text-slate-700 text-sm">
                <span className="font-semibold text-slate-900">{formatBrl(change.chargeCents)}</span>{' '}
                {BILLING_PERIOD_WORDS[change.plan]}, a partir de{' '}
                <time dateTime={change.effectiveOn}>{formatDay(change.effectiveOn)}</time>
              </p>
              <p className="mt-1 text-slate-500 text-xs">
                Anunciado por {change.createdByName} em{' '}
                <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
              </p>
            </div>
            <p className="shrink-0 self-start rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700 text-xs">
              {notifiedText(change.notifiedCount)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
