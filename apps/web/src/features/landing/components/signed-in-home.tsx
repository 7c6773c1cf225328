import { ArrowRight, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { firstNameOf } from '../../../lib/auth/display-name.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RecentConsultations } from '../../history/index.ts';
import { PlanUsage } from './plan-usage.tsx';

const todayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long' });

/** "Segunda-feira, 10 de março" in the vet's own time zone. */
export function todayLabel(now = new Date()): string {
  const text = todayFormat.format(now);
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/**
 * "/" for a signed-in vet: one tap to a new consultation, the latest ones to pick up again and what is
 * left of the plan. The marketing page is for visitors; showing it again looked like being signed out.
 */
export function SignedInHome() {
  const { user } = useAuth();
  useDocumentTitle('Início');
  if (!user) return null;
  return (
    <Container className="py-8 sm:py-12">
      <p className="font-medium text-slate-500 text-sm">{todayLabel()}</p>
      <h1 className="mt-1 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        Olá, {firstNameOf(user)}
      </h1>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-5 sm:mt-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start lg:gap-6">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <NewConsultationCard />
          <PlanUsage />
        </div>
        <RecentConsultations />
      </div>
    </Container>
  );
}

function NewConsultationCard() {
  return (
    <Link
      to="/consultation"
      aria-labelledby="inicio-nova-consulta"
      aria-describedby="inicio-nova-consulta-texto"
      className="group relative isolate flex flex-col overflow-hidden rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-5 text-white min-[360px]:p-6 shadow-card transition-shadow hover:shadow-lg sm:p-8"
    >
      <span
        aria-hidden="true"
        className="-top-16 -right-16 -z-10 absolute size-56 rounded-full bg-brand-500/30 blur-2xl"
      />
      <span className="flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
        <Mic aria-hidden="true" className="size-7" />
      </span>
      <span id="inicio-nova-consulta" className="mt-5 font-bold text-2xl tracking-tight sm:text-3xl">
        Nova consulta
      </span>
      <span id="inicio-nova-consulta-texto" className="mt-2 max-w-md text-brand-50/90 leading-relaxed">
        Grave a conversa com o tutor: a transcrição e os documentos ficam prontos para você revisar.
      </span>
      <span
        aria-hidden="true"
        className="mt-6 inline-flex h-12 items-center justify-center gap-2 self-stretch whitespace-nowrap rounded-xl bg-white px-5 font-semibold text-brand-800 shadow-sm transition-colors group-hover:bg-brand-50 sm:self-start"
      >
        Começar consulta
        <ArrowRight
          aria-hidden="true"
          className="size-5 transition-transform group-hover:translate-x-0.5 max-[320px]:hidden"
        />
      </span>
    </Link>
  );
}
