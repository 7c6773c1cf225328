import { CircleX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function PaymentFailurePage() {
  useDocumentTitle('Pagamento não concluído');
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <CircleX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        Pagamento não concluído
      </h1>
      <p className="mt-3 max-w-md text-slate-600 leading-relaxed">
        O pagamento não foi aprovado. Você pode tentar de novo com outro cartão ou escolher outro plano; se
        precisar de ajuda, fale com o nosso suporte.
      </p>
      <ButtonLink to="/plans" className="mt-8">
        Escolher um plano
      </ButtonLink>
    </Container>
  );
}
