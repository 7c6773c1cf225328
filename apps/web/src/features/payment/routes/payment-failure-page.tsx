import { CircleAlert, RotateCcw } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useStripeScript } from '../../billing/index.ts';
import { PaymentResult } from '../components/payment-result.tsx';

/** Back from the payment provider when the payment did not go through (docs/product-rules.md §2 /payment/failure). */
export function PaymentFailurePage() {
  useStripeScript();
  return (
    <PaymentResult
      tone="failure"
      icon={CircleAlert}
      title="Pagamento não concluído"
      lead="O pagamento não foi aprovado, então nada foi cobrado. Você pode tentar de novo, com o mesmo cartão ou com outro."
      actions={
        <>
          <ButtonLink to="/plans" size="lg">
            <RotateCcw aria-hidden="true" className="size-5" />
            Tentar novamente
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            Voltar ao início
          </ButtonLink>
        </>
      }
      details={{
        heading: 'Por que isso acontece',
        items: [
          'Cartões pré-pagos não são aceitos: use um cartão de crédito.',
          'Dados do cartão incorretos ou limite insuficiente fazem o banco recusar a compra.',
          'Se você fechou a página de pagamento antes de terminar, basta escolher o plano outra vez.',
        ],
      }}
    />
  );
}
