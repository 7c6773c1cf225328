import { NON_PAYMENT_GRACE_DAYS } from '@vetvoz/domain';
import { CreditCard } from 'lucide-react';
import { useBilling } from '../api/billing-query.ts';
import { ManagePaymentButton } from './manage-payment-button.tsx';

/**
 * A bar under the header while the vet's renewal is unpaid: how long access lasts (or that new
 * consultations are blocked) and the way to fix it, Stripe's Customer Portal.
 */
export function PastDueBanner() {
  const { data } = useBilling();
  if (data?.subscription?.status !== 'past_due' || !data.portalAvailable) return null;
  const blocked = data.quota.refusal === 'payment-overdue';
  return (
    <section aria-label="Pagamento pendente" className="border-amber-200 border-b bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
        <p className="flex min-w-0 flex-1 items-start gap-2 text-sm">
          <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            <strong className="font-semibold">A cobrança da sua assinatura não foi aprovada.</strong>{' '}
            {blocked
              ? 'Novas consultas estão bloqueadas até o pagamento ser aprovado.'
              : `Seu acesso continua por até ${NON_PAYMENT_GRACE_DAYS} dias desde a falha.`}{' '}
            Atualize o cartão no Stripe.
          </span>
        </p>
        <ManagePaymentButton size="sm" label="Atualizar pagamento" className="self-start sm:self-auto" />
      </div>
    </section>
  );
}
