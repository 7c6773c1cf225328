import { useQueryClient } from '@tanstack/react-query';
import {
  type BillingSummary,
  type PaidPlan,
  PLAN_DISPLAY_NAMES,
  type SubscriptionView,
} from '@vetvoz/domain';
import { CalendarClock, Clock, RotateCw } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { storeBilling, useBilling } from '../api/billing-query.ts';
import { isTrial, periodLine } from '../usage-text.ts';
import { CancelPlanButton } from './cancel-plan-button.tsx';
import { ManagePaymentButton } from './manage-payment-button.tsx';
import { UsageMeter } from './usage-meter.tsx';

const STATUS_TONES: Record<SubscriptionView['status'], string> = {
  trialing: 'bg-sky-50 text-sky-800 ring-sky-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/**
 * The profile's "Assinatura": the plan billing confirmed (a paid plan picked at sign-up shows apart, as an
 * intent), its state, renewal or end, the meter, and the ways on: subscribe, change plan, manage the
 * payment in Stripe's Customer Portal, cancel.
 */
export function SubscriptionCard({ planIntent }: { planIntent?: PaidPlan | null }) {
  const billing = useBilling();
  if (billing.isPending) return <LoadingState label="Carregando sua assinatura…" className="py-8" />;
  if (billing.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-slate-700 text-sm sm:flex-row">
        <p>Não foi possível carregar sua assinatura. {billing.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void billing.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Tentar de novo
        </Button>
      </div>
    );
  return <SubscriptionDetails summary={billing.data} planIntent={planIntent ?? null} />;
}

function SubscriptionDetails({
  summary,
  planIntent,
}: {
  summary: BillingSummary;
  planIntent: PaidPlan | null;
}) {
  const queryClient = useQueryClient();
  const { subscription, quota } = summary;
  const trial = isTrial(summary);
  const period = subscription ? periodLine(subscription) : null;
  const cancelable =
    subscription !== null && !trial && subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="font-semibold text-slate-900 text-xl">
          {subscription ? subscription.planName : 'Sem assinatura'}
        </p>
        {subscription ? (
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1',
              STATUS_TONES[subscription.status],
            )}
          >
            {subscription.cancelAtPeriodEnd && subscription.status !== 'canceled'
              ? 'Cancelamento agendado'
              : subscription.statusLabel}
          </span>
        ) : null}
      </div>
      {period ? (
        <p className="mt-1.5 flex items-center gap-2 text-slate-700 text-sm">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {period}
        </p>
      ) : trial ? (
        <p className="mt-1.5 text-slate-600 text-sm">
          Período grátis: consultas completas, sem cartão de crédito.
        </p>
      ) : null}
      {subscription?.status === 'past_due' ? (
        <div className="mt-3 flex flex-col items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          <p>
            A última cobrança não foi aprovada. O Stripe tenta de novo nos próximos dias; atualize o cartão em
            “Gerenciar pagamento”.
          </p>
          {summary.portalAvailable ? (
            <ManagePaymentButton size="sm" variant="primary" label="Atualizar pagamento" />
          ) : null}
        </div>
      ) : null}

      <UsageMeter quota={quota} className="mt-5" />

      {planIntent && trial ? (
        <p className="mt-5 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Plano escolhido no cadastro: {PLAN_DISPLAY_NAMES[planIntent]} — aguardando pagamento.</span>
        </p>
      ) : null}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {trial ? (
          <ButtonLink to="/plans">Assinar</ButtonLink>
        ) : (
          <ButtonLink to="/plans" variant="secondary">
            Trocar de plano
          </ButtonLink>
        )}
        {summary.portalAvailable ? <ManagePaymentButton /> : null}
        {cancelable ? (
          <CancelPlanButton
            subscription={subscription}
            label="Cancelar assinatura"
            onCancelled={(summary) => storeBilling(queryClient, summary)}
          />
        ) : null}
      </div>
      {summary.portalAvailable ? (
        <p className="mt-3 text-slate-600 text-xs">
          Em “Gerenciar pagamento”, no Stripe: cartão, faturas e cancelamento. A troca de plano acontece na
          mesma assinatura, com cobrança proporcional.
        </p>
      ) : null}
    </div>
  );
}
