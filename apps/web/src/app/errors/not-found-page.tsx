import { House } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="font-bold text-5xl text-brand-700 tracking-tight">404</p>
      <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        Página não encontrada
      </h1>
      <p className="mt-3 max-w-md text-slate-600 leading-relaxed">
        O endereço pode ter mudado ou foi digitado com algum erro. Confira o link ou volte para o início.
      </p>
      <ButtonLink to="/" className="mt-8">
        <House aria-hidden="true" className="size-4" />
        Voltar para o Início
      </ButtonLink>
    </Container>
  );
}
