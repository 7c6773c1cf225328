import { FREE_CONSULTATIONS } from '@vetvoz/domain';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { startPathFor } from '../start-path.ts';

/** Last band before the footer: the offer once more, for the visitor who read everything. */
export function ClosingCall() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="comecar-titulo" className="bg-brand-900 py-16 sm:py-20">
      <Container>
        <Reveal className="mx-auto max-w-2xl text-center">
          <h2 id="comecar-titulo" className="font-bold text-3xl text-white tracking-tight sm:text-4xl">
            Sua próxima consulta já pode terminar com os documentos prontos.
          </h2>
          <p className="mt-4 text-brand-100 text-lg leading-relaxed">
            {FREE_CONSULTATIONS} consultas grátis, sem cartão de crédito. Cancele quando quiser.
          </p>
          <ButtonLink
            to={startPathFor(user)}
            size="lg"
            variant="secondary"
            className="mt-8 border-transparent text-brand-900"
          >
            {user ? 'Iniciar uma consulta' : `Testar com ${FREE_CONSULTATIONS} consultas grátis`}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </Reveal>
      </Container>
    </section>
  );
}
