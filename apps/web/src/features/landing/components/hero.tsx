import { FREE_CONSULTATIONS } from '@vetvoz/domain';
import { ArrowRight, CircleCheck, PlayCircle } from 'lucide-react';
import type { MouseEvent } from 'react';
import { ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { startPathFor } from '../start-path.ts';
import { HeroIllustration } from './hero-illustration.tsx';

const PROMISES = [
  `${FREE_CONSULTATIONS} consultas grátis, sem cartão de crédito`,
  'O áudio não é armazenado',
  'Em conformidade com a LGPD',
];

export const DEMO_SECTION_ID = 'demonstracao';

/** Scrolls to the demo without a hash navigation (the router would treat "#…" as a new location). */
function scrollToDemo(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(DEMO_SECTION_ID);
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function Hero() {
  const { user } = useAuth();
  const startPath = startPathFor(user);

  return (
    <section
      aria-labelledby="inicio-titulo"
      className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-slate-50"
    >
      <div
        aria-hidden="true"
        className="-top-40 -right-40 pointer-events-none absolute size-[32rem] rounded-full bg-brand-100/60 blur-3xl"
      />
      <Container className="relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 font-medium text-brand-800 text-xs shadow-sm sm:text-sm">
            <span className="size-1.5 rounded-full bg-brand-500" aria-hidden="true" />
            Assistente de IA para médicos-veterinários
          </p>
          <h1
            id="inicio-titulo"
            className="mt-5 font-bold text-4xl text-slate-900 leading-[1.1] tracking-tight sm:text-5xl"
          >
            Menos digitação, <span className="text-brand-700">mais tempo para o paciente.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600 leading-relaxed">
            O VetVoz ouve a consulta, transcreve e redige anamnese, receita, diagnóstico, orientações ao tutor
            e atestados — prontos para você revisar, baixar em PDF ou enviar por WhatsApp e e-mail.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={startPath} size="lg">
              Comece agora
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <a
              href={`#${DEMO_SECTION_ID}`}
              onClick={scrollToDemo}
              className={buttonClasses('secondary', 'lg')}
            >
              <PlayCircle aria-hidden="true" className="size-5 text-brand-700" />
              Ver o VetVoz em ação
            </a>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-slate-700 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </Container>
    </section>
  );
}
