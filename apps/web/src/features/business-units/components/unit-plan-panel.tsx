import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatBrl,
  PAID_CONSULTATIONS_PER_MONTH,
  type PaidPlan,
  PLAN_OFFERS,
  type SubscriptionView,
  unitQuotaLimit,
} from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError } from '../../../lib/api.ts';
import {
  CancelPlanButton,
  fetchUnitBilling,
  leaveForPayment,
  ManagePaymentButton,
  PAYMENT_UNAVAILABLE_MESSAGE,
  periodLine,
  startCheckout,
} from '../../billing/index.ts';
import { UNITS_KEY } from '../api/business-units-query.ts';

const PAID_OFFERS = PLAN_OFFERS.filter((offer) => offer.plan !== 'gratis');

/**
 * The unit's plan, for its owner: buy one for the team, change it (on the same subscription, in Stripe's
 * portal), manage the card and invoices, or cancel at the period end. Payment goes through the same
 * Stripe pages and success/failure pages as a vet's own plan.
 */
export function UnitPlanPanel({ unitId, unitName }: { unitId: string; unitName: string }) {
  const billing = useQuery({
    queryKey: [...UNITS_KEY, 'billing', unitId] as const,
    queryFn: ({ signal }) => fetchUnitBilling(unitId, signal),
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 border-slate-200 border-t pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900 text-sm">
        Plano da unidade
      </h4>
      {billing.isPending ? (
        <p className="mt-2 text-slate-600 text-sm">Carregando o plano…</p>
      ) : billing.isError ? (
        <p className="mt-2 text-slate-700 text-sm">
          Não foi possível carregar o plano. {billing.error.message}
        </p>
      ) : billing.data.subscription ? (
        <PaidPlanView
          unitId={unitId}
          unitName={unitName}
          subscription={billing.data.subscription}
          portal={billing.data.portalAvailable}
          canBuy={billing.data.paymentAvailable}
        />
      ) : (
        <>
          <p className="mt-1 text-slate-600 text-sm">
            Grátis: {unitQuotaLimit('gratis')} consultas por mês para a equipe. Um plano pago dá{' '}
            {PAID_CONSULTATIONS_PER_MONTH} por mês.
          </p>
          {billing.data.paymentAvailable ? (
            <PlanChooser unitId={unitId} action="Assinar para a unidade" />
          ) : (
            <p className="mt-2 text-slate-600 text-sm">{PAYMENT_UNAVAILABLE_MESSAGE}</p>
          )}
        </>
      )}
    </section>
  );
}

function PaidPlanView({
  unitId,
  unitName,
  subscription,
  portal,
  canBuy,
}: {
  unitId: string;
  unitName: string;
  subscription: SubscriptionView;
  portal: boolean;
  canBuy: boolean;
}) {
  const queryClient = useQueryClient();
  const scheduled = subscription.cancelAtPeriodEnd && subscription.status !== 'canceled';
  const cancelable = subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd;
  return (
    <div className="mt-1">
      <p className="text-slate-700 text-sm">
        <span className="font-medium text-slate-900">{subscription.planName}</span>
        {' · '}
        {scheduled ? 'Cancelamento agendado' : subscription.statusLabel}
        {periodLine(subscription) ? ` · ${periodLine(subscription)}` : ''}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        {canBuy && subscription.status !== 'canceled' ? (
          <PlanChooser unitId={unitId} action="Trocar de plano" exclude={subscription.plan} />
        ) : null}
        {portal ? <ManagePaymentButton businessUnitId={unitId} size="sm" /> : null}
        {cancelable ? (
          <CancelPlanButton
            subscription={subscription}
            label="Cancelar plano"
            size="sm"
            className="max-sm:min-h-11"
            onCancelled={async () => {
              await queryClient.invalidateQueries({ queryKey: UNITS_KEY });
              toast.success(`O plano de ${unitName} não será renovado.`);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

function PlanChooser({ unitId, action, exclude }: { unitId: string; action: string; exclude?: string }) {
  const selectId = useId();
  const offers = PAID_OFFERS.filter((offer) => offer.plan !== exclude);
  const [plan, setPlan] = useState<PaidPlan>((offers.at(-1)?.plan ?? 'anual') as PaidPlan);
  const [pending, setPending] = useState(false);
  async function go() {
    setPending(true);
    try {
      leaveForPayment.assign(await startCheckout({ plan, businessUnitId: unitId }));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === 'PAYMENT_UNAVAILABLE')
        toast.info(PAYMENT_UNAVAILABLE_MESSAGE);
      else toast.error((error as Error).message);
    }
  }
  return (
    <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="font-medium text-slate-700 text-xs">
          Plano
        </label>
        <select
          id={selectId}
          value={plan}
          onChange={(event) => setPlan(event.target.value as PaidPlan)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 text-sm sm:min-h-9"
        >
          {offers.map((offer) => (
            <option key={offer.plan} value={offer.plan}>
              {offer.name} — {formatBrl(offer.monthlyPriceCents)}/mês
            </option>
          ))}
        </select>
      </div>
      <Button size="sm" disabled={pending} onClick={() => void go()} className="max-sm:min-h-11">
        {pending ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
        {pending ? 'Abrindo o pagamento…' : action}
      </Button>
    </div>
  );
}
