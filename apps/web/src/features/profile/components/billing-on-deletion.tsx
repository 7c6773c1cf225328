import { CreditCard } from 'lucide-react';
import { useBilling } from '../../billing/index.ts';
import { useMyOwnedUnits } from '../../business-units/index.ts';

/**
 * What deleting the account does to money and to the units the vet owns, said before they confirm: every
 * paid plan is cancelled at Stripe first (no refund of the period under way), the units go with the
 * account. Nothing is shown to a vet on the trial who owns no unit.
 */
export function BillingOnDeletion() {
  const subscription = useBilling().data?.subscription;
  const units = useMyOwnedUnits();
  const paying =
    subscription && subscription.plan !== 'gratis' && subscription.status !== 'canceled'
      ? subscription
      : null;
  if (!paying && units.length === 0) return null;
  const names = units.map((unit) => unit.name).join(', ');
  const paidUnits = units.filter((unit) => unit.paid).length;
  return (
    <section aria-labelledby="cobranca-titulo" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="cobranca-titulo" className="flex items-center gap-2 font-semibold text-slate-900">
        <CreditCard aria-hidden="true" className="size-4 shrink-0" />
        Assinaturas e unidades
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {paying ? (
          <li>
            Sua assinatura {paying.planName} é cancelada no Stripe na hora, antes da exclusão, e não é mais
            cobrada. Não há reembolso do período em andamento.
          </li>
        ) : null}
        {units.length > 0 ? (
          <li>
            {units.length === 1 ? `A unidade ${names} é excluída` : `As unidades ${names} são excluídas`} com
            a sua conta: os membros perdem o acesso a ela{units.length === 1 ? '' : 's'}, e as consultas que
            fizeram continuam sendo deles.
            {paidUnits > 0
              ? ` O plano pago ${paidUnits === 1 ? 'da unidade é cancelado' : 'das unidades é cancelado'} no Stripe, sem reembolso.`
              : ''}
          </li>
        ) : null}
      </ul>
      <p className="mt-2 text-slate-600 text-xs">
        Se o Stripe não responder, nada é excluído e você pode tentar de novo em instantes.
      </p>
    </section>
  );
}
