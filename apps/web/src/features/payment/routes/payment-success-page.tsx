import { ArrowRight, CircleAlert, CircleCheck, Clock, LoaderCircle, LogIn, RotateCw } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { formatBillingDate, useStripeScript } from '../../billing/index.ts';
import { PaymentResult } from '../components/payment-result.tsx';
import { type ConfirmationState, useCheckoutConfirmation } from '../use-checkout-confirmation.ts';

/** Stripe's checkout session ids, as the server accepts them. */
const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

const NEXT_STEPS = {
  heading: 'O que acontece agora',
  items: [
    'A cobrança se renova automaticamente no cartão de crédito no início de cada período.',
    'O limite de consultas do plano vale por mês e não acumula de um mês para o outro.',
    'Você pode cancelar quando quiser nas configurações da conta, sem custo adicional.',
  ],
};

/**
 * Back from Stripe after paying (docs/product-rules.md §2 /payment/success): the page confirms the checkout named by
 * `session_id` with the server and shows the plan once it is active.
 */
export function PaymentSuccessPage() {
  useStripeScript();
  const { user, loading } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('session_id');
  const sessionId = raw && SESSION_ID.test(raw) ? raw : null;

  if (loading) return <LoadingState label="Carregando…" />;
  if (!sessionId)
    return (
      <PaymentResult
        tone="pending"
        icon={CircleAlert}
        title="Nenhum pagamento para confirmar"
        lead="Esta página confirma uma assinatura paga no Stripe, mas o endereço não diz qual. Sua assinatura aparece no seu perfil."
        actions={
          <>
            <ButtonLink to={user ? '/profile#assinatura' : '/login'} size="lg">
              {user ? 'Ver minha assinatura' : 'Entrar'}
            </ButtonLink>
            <ButtonLink to="/plans" size="lg" variant="secondary">
              Ver os planos
            </ButtonLink>
          </>
        }
      />
    );
  if (!user)
    return (
      <PaymentResult
        tone="pending"
        icon={LogIn}
        title="Entre para ver sua assinatura"
        lead="Entre com a conta do VetVoz que fez o pagamento: a assinatura é confirmada em seguida."
        actions={
          <ButtonLink
            to="/login"
            state={{ from: `${location.pathname}${location.search}` }}
            size="lg"
            className="w-full sm:w-auto"
          >
            <LogIn aria-hidden="true" className="size-5" />
            Entrar
          </ButtonLink>
        }
      />
    );
  return <Confirmation sessionId={sessionId} forUnit={params.has('unidade')} />;
}

function Confirmation({ sessionId, forUnit }: { sessionId: string; forUnit: boolean }) {
  const { state, retry } = useCheckoutConfirmation(sessionId);
  return <ConfirmationView state={state} onRetry={retry} forUnit={forUnit} />;
}

export function ConfirmationView({
  state,
  onRetry,
  forUnit = false,
}: {
  state: ConfirmationState;
  onRetry: () => void;
  /** A unit's plan was bought (its owner paid): the page speaks of the unit, not the vet's own plan. */
  forUnit?: boolean;
}) {
  switch (state.kind) {
    case 'checking':
    case 'pending':
      return (
        <PaymentResult
          tone="pending"
          icon={LoaderCircle}
          busy
          title="Estamos confirmando seu pagamento…"
          lead="Isso costuma levar poucos segundos. Pode deixar esta página aberta: ela mostra o plano assim que o Stripe confirmar."
          actions={null}
          details={NEXT_STEPS}
        />
      );
    case 'confirmed': {
      if (forUnit)
        return (
          <PaymentResult
            tone="success"
            icon={CircleCheck}
            title="Pagamento confirmado"
            lead="O plano da unidade está ativo: a equipe já pode usar as consultas do novo plano. Obrigado por assinar o VetVoz!"
            actions={
              <ButtonLink to="/business-units" size="lg">
                Ver minhas unidades
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
            }
            details={NEXT_STEPS}
          />
        );
      const renewal = state.renewal ? formatBillingDate(state.renewal) : null;
      return (
        <PaymentResult
          tone="success"
          icon={CircleCheck}
          title="Pagamento confirmado"
          lead={`Sua assinatura ${state.planName} está ativa${renewal ? ` e renova em ${renewal}` : ''}. Obrigado por assinar o VetVoz!`}
          actions={
            <>
              <ButtonLink to="/consultation" size="lg">
                Começar uma consulta
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              <ButtonLink to="/profile#assinatura" size="lg" variant="secondary">
                Ver minha assinatura
              </ButtonLink>
            </>
          }
          details={NEXT_STEPS}
        />
      );
    }
    case 'timed-out':
      return (
        <PaymentResult
          tone="pending"
          icon={Clock}
          title="A confirmação está demorando"
          lead="O Stripe ainda não confirmou o pagamento. Isso às vezes leva alguns minutos e nada é cobrado duas vezes: a assinatura aparece no seu perfil assim que for confirmada."
          actions={
            <>
              <ButtonLink to="/profile#assinatura" size="lg">
                Ver minha assinatura
              </ButtonLink>
              <Button size="lg" variant="secondary" onClick={onRetry}>
                <RotateCw aria-hidden="true" className="size-5" />
                Verificar de novo
              </Button>
            </>
          }
        />
      );
    case 'failed':
      return (
        <PaymentResult
          tone="failure"
          icon={CircleAlert}
          title={state.notFound ? 'Pagamento não encontrado' : 'Não foi possível confirmar agora'}
          lead={
            state.notFound
              ? 'Este pagamento não pertence à conta com que você entrou. Se pagou com outra conta do VetVoz, entre com ela.'
              : state.message
          }
          actions={
            <>
              {state.notFound ? null : (
                <Button size="lg" onClick={onRetry}>
                  <RotateCw aria-hidden="true" className="size-5" />
                  Tentar de novo
                </Button>
              )}
              <ButtonLink to="/profile#assinatura" size="lg" variant="secondary">
                Ver minha assinatura
              </ButtonLink>
            </>
          }
        />
      );
  }
}
