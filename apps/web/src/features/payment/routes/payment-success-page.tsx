import { ArrowRight, CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PaymentResult } from '../components/payment-result.tsx';

/** Back from the payment provider after a successful payment (spec §2 /payment/success). */
export function PaymentSuccessPage() {
  return (
    <PaymentResult
      tone="success"
      icon={CircleCheck}
      title="Pagamento confirmado"
      lead="Obrigado por assinar o VetVoz! Sua assinatura é ativada em instantes e você já pode gravar a próxima consulta."
      actions={
        <>
          <ButtonLink to="/consultation" size="lg">
            Começar uma consulta
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/profile" size="lg" variant="secondary">
            Ver minha conta
          </ButtonLink>
        </>
      }
      details={{
        heading: 'O que acontece agora',
        items: [
          'A cobrança se renova automaticamente no cartão de crédito no início de cada período.',
          'O limite de consultas do plano vale por mês e não acumula de um mês para o outro.',
          'Você pode cancelar quando quiser nas configurações da conta, sem custo adicional.',
        ],
      }}
    />
  );
}
