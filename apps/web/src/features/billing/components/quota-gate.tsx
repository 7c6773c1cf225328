import {
  formatBrl,
  PAID_CONSULTATIONS_PER_MONTH,
  PLAN_OFFERS,
  type QuotaView,
  quotaRefusalMessage,
} from '@vetvoz/domain';
import { ArrowRight, Lock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useBilling } from '../api/billing-query.ts';
import { ManagePaymentButton } from './manage-payment-button.tsx';

type Refusal = NonNullable<QuotaView['refusal']>;

const TITLES: Record<Refusal, string> = {
  'trial-exhausted': 'Suas consultas grátis acabaram',
  'plan-limit': 'As consultas deste mês acabaram',
  'payment-overdue': 'Pagamento da assinatura pendente',
  'subscription-ended': 'Sua assinatura terminou',
};

const PAID_OFFERS = PLAN_OFFERS.filter((offer) => offer.plan !== 'gratis');

/**
 * Why a new consultation cannot start, and the way on: the server's own explanation (by refusal), the paid
 * plans at a glance and the button to them. Shown when the server refused (`refusedMessage`), or beforehand
 * when the billing summary already says no. Nothing otherwise.
 */
export function QuotaGate({ refusedMessage, className }: { refusedMessage?: string; className?: string }) {
  const { data } = useBilling();
  const refusal = data && !data.quota.allowed ? data.quota.refusal : undefined;
  if (!refusedMessage && !refusal) return null;
  const title = refusal ? TITLES[refusal] : 'Não há consultas disponíveis';
  const message = refusedMessage ?? quotaRefusalMessage(refusal);
  // Overdue: the plan is there, the card is not; the way on is Stripe's portal, not another plan.
  const overdue = refusal === 'payment-overdue' && data?.portalAvailable;
  return (
    <section
      role="alert"
      aria-labelledby="quota-gate-title"
      className={cn(
        'w-full rounded-xl border border-amber-200 bg-amber-50/70 p-4 text-left sm:p-5',
        className,
      )}
    >
      <h3 id="quota-gate-title" className="flex items-center gap-2 font-semibold text-amber-950">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </h3>
      <p className="mt-1.5 text-amber-950 text-sm leading-relaxed">{message}</p>
      {overdue ? (
        <ManagePaymentButton variant="primary" label="Atualizar pagamento" className="mt-4 w-full" />
      ) : (
        <PlanOffers />
      )}
    </section>
  );
}

function PlanOffers() {
  return (
    <>
      <ul className="mt-4 grid gap-2" aria-label="Planos">
        {PAID_OFFERS.map((offer) => (
          <li
            key={offer.plan}
            className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-amber-100"
          >
            <span className="font-medium text-slate-900">{offer.name}</span>
            <span className="text-slate-600">
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatBrl(offer.monthlyPriceCents)}
              </span>
              /mês{offer.discountPercent > 0 ? ` · ${offer.discountPercent}% de desconto` : ''}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-600 text-xs">
        {PAID_CONSULTATIONS_PER_MONTH} consultas por mês em qualquer plano. Cancele quando quiser.
      </p>
      <ButtonLink to="/plans" className="mt-4 w-full">
        Escolher um plano
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </>
  );
}
