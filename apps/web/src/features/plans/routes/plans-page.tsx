import {
  CONSULTATION_COUNTING_TEXT,
  FREE_TRIAL_RULE_TEXT,
  NON_PAYMENT_GRACE_DAYS,
  PLAN_OFFERS,
  PRICE_CHANGE_NOTICE_DAYS,
} from '@vetvoz/domain';
import { CreditCard, RefreshCcw, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useMetaDescription } from '../../../lib/head.ts';
import { useSiteInfo } from '../../../lib/site-info-query.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBilling, useCheckout, useStripeScript } from '../../billing/index.ts';
import { PlanAction } from '../components/plan-action.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { SubscribedNotice } from '../components/subscribed-notice.tsx';

const FALLBACK_CONTACT = 'contato@vetvoz.com.br';

/**
 * /plans: the four plans (docs/decisions/005-plan-prices.md). Visitors go on to sign-up with the plan;
 * signed-in vets go to the plan's payment page.
 */
export function PlansPage() {
  useDocumentTitle('Planos e preços');
  useMetaDescription(
    'Planos do VetVoz: comece com 10 consultas grátis, sem cartão de crédito. Pro Mensal, semestral e Anual com os mesmos recursos e desconto nos períodos mais longos.',
  );
  const contactEmail = useSiteInfo()?.contactEmail ?? FALLBACK_CONTACT;
  useStripeScript();
  const { user } = useAuth();
  const subscription = useBilling().data?.subscription ?? null;
  const currentPlan = subscription && subscription.status !== 'canceled' ? subscription.plan : null;
  const { checkout, pending } = useCheckout();

  return (
    <>
      <div className="border-slate-200 border-b bg-linear-to-b from-brand-50 to-slate-50">
        <Container className="py-12 text-center sm:py-16">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Planos</p>
          <h1 className="mx-auto mt-2 max-w-2xl font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            Os mesmos recursos em todos os planos. Você escolhe o desconto.
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 leading-relaxed">
            Comece com 10 consultas grátis, sem cartão de crédito. Depois, pague por mês ou economize no
            semestral e no anual. Cancele quando quiser.
          </p>
        </Container>
      </div>

      <Container className="py-12 sm:py-16">
        {user && subscription ? <SubscribedNotice subscription={subscription} /> : null}
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {PLAN_OFFERS.map((offer) => (
            <PlanCard
              key={offer.plan}
              offer={offer}
              highlighted={offer.plan === 'anual'}
              current={Boolean(user) && offer.plan === currentPlan}
              action={
                <PlanAction
                  offer={offer}
                  signedIn={Boolean(user)}
                  current={offer.plan === currentPlan}
                  pending={pending}
                  onCheckout={(plan) => void checkout(plan)}
                />
              }
            />
          ))}
        </div>

        <section
          aria-labelledby="cobranca-titulo"
          className="mt-14 rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="cobranca-titulo" className="font-semibold text-lg text-slate-900">
            Como funciona a cobrança
          </h2>
          <ul className="mt-5 grid gap-6 text-slate-600 text-sm leading-relaxed md:grid-cols-3">
            <li className="flex gap-3">
              <CreditCard aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span>
                Cobrança automática e recorrente no cartão de crédito, no início de cada período. Cartões
                pré-pagos não são aceitos. Sem pagamento por {NON_PAYMENT_GRACE_DAYS} dias ou mais, a
                assinatura pode ser cancelada.
              </span>
            </li>
            <li className="flex gap-3">
              <RefreshCcw aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span>
                O limite de consultas é fixo por mês e não é cumulativo: o que sobra não passa para o mês
                seguinte. Mudanças de preço são avisadas com {PRICE_CHANGE_NOTICE_DAYS} dias de antecedência e
                valem só na renovação.
              </span>
            </li>
            <li className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span>
                Cancele a qualquer momento nas configurações da conta ou por e-mail para{' '}
                <a
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  href={`mailto:${contactEmail}`}
                >
                  {contactEmail}
                </a>
                , sem custo adicional. O acesso continua até o fim do período pago; não há reembolso.
              </span>
            </li>
          </ul>
          <div className="mt-6 flex flex-col gap-2 border-slate-200 border-t pt-6 text-slate-600 text-sm leading-relaxed">
            <h3 className="font-semibold text-slate-900">Teste gratuito e contagem de consultas</h3>
            <p>{FREE_TRIAL_RULE_TEXT}</p>
            <p>{CONSULTATION_COUNTING_TEXT}</p>
          </div>
          <p className="mt-6 text-slate-500 text-sm">
            Detalhes nos{' '}
            <Link to="/terms" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Termos de Uso
            </Link>
            .
          </p>
        </section>
      </Container>
    </>
  );
}
