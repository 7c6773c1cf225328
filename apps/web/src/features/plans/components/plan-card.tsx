import { formatBrl, type PlanOffer } from '@vetvoz/domain';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { chargeLabel, FREE_FEATURES, PAID_FEATURES, planTag, savingLabel } from '../plan-choice.ts';

interface PlanCardProps {
  offer: PlanOffer;
  /** Drawn out from the others (the best price). */
  highlighted?: boolean;
  /** The choice: on to sign-up for visitors, to payment for signed-in vets (plan-action.tsx). */
  action: ReactNode;
  /** The plan the vet has now. */
  current?: boolean;
}

/**
 * One plan: name, tag (discount), price per month, what is charged and when, the choice, and the
 * features. Rows keep the same height on every card so prices and buttons line up side by side.
 */
export function PlanCard({ offer, highlighted = false, action, current = false }: PlanCardProps) {
  const free = offer.plan === 'gratis';
  const features = free ? FREE_FEATURES : PAID_FEATURES;
  const saving = savingLabel(offer);
  const tag = planTag(offer);
  const headingId = `plano-${offer.plan}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-card',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      {current ? (
        <p className="-top-3 -translate-x-1/2 absolute left-1/2 whitespace-nowrap rounded-full bg-emerald-700 px-3 py-1 font-semibold text-white text-xs shadow-sm">
          Seu plano
        </p>
      ) : highlighted ? (
        <p className="-top-3 -translate-x-1/2 absolute left-1/2 whitespace-nowrap rounded-full bg-brand-700 px-3 py-1 font-semibold text-white text-xs shadow-sm">
          Melhor preço
        </p>
      ) : null}
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {offer.name}
      </h2>
      <p className="mt-2">
        <span
          className={cn(
            'inline-block rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1',
            tag.discount
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
              : 'bg-slate-50 text-slate-600 ring-slate-200',
          )}
        >
          {tag.text}
        </span>
      </p>

      <p className="mt-5 flex items-baseline gap-1 text-slate-900">
        <span className="font-bold text-4xl tracking-tight tabular-nums">
          {formatBrl(free ? 0 : offer.monthlyPriceCents)}
        </span>
        {free ? null : <span className="text-slate-500">/mês</span>}
      </p>
      <div className="mt-2 min-h-10 text-sm">
        <p className="text-slate-600">{chargeLabel(offer)}</p>
        {saving ? <p className="font-medium text-emerald-700">{saving}</p> : null}
      </div>

      <div className="mt-5">{action}</div>

      <ul className="mt-6 space-y-3 border-slate-100 border-t pt-6 text-slate-700 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
