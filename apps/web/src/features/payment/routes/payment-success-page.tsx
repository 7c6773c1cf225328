import { CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function PaymentSuccessPage() {
  useDocumentTitle('Pagamento confirmado');
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        Pagamento confirmado
      </h1>
      <p className="mt-3 max-w-md text-slate-600 leading-relaxed">
        Obrigado por assinar o VetVoz! Sua assinatura será ativada em instantes.
      </p>
      <ButtonLink to="/consultation" className="mt-8">
        Começar uma consulta
      </ButtonLink>
    </Container>
  );
}
