import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactLinks } from '../../../components/ui/contact-links.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMetaDescription } from '../../../lib/head.ts';
import { useSiteInfo } from '../../../lib/site-info-query.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

interface PaymentResultProps {
  tone: 'success' | 'failure' | 'pending';
  icon: LucideIcon;
  title: string;
  lead: string;
  /** What to do now: the buttons. */
  actions: ReactNode;
  /** Short list under the buttons (what happens next, or why it may have failed). */
  details?: { heading: string; items: string[] };
  /** Spins the icon (a confirmation under way), unless the reader asked for less motion. */
  busy?: boolean;
}

const TONES = {
  success: 'bg-emerald-50 text-emerald-600',
  failure: 'bg-amber-50 text-amber-600',
  pending: 'bg-brand-50 text-brand-700',
} as const;

/** The page a visitor lands on back from the payment provider: outcome, next step, support. */
export function PaymentResult({ tone, icon: Icon, title, lead, actions, details, busy }: PaymentResultProps) {
  useDocumentTitle(title);
  useMetaDescription(lead);
  const siteInfo = useSiteInfo();
  return (
    <Container className="flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-xl">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-card sm:p-10">
          <span className={cn('mx-auto flex size-16 items-center justify-center rounded-full', TONES[tone])}>
            <Icon aria-hidden="true" className={cn('size-9', busy && 'motion-safe:animate-spin')} />
          </span>
          {/* The confirmation changes this text in place: read it out when it does. */}
          <div aria-live="polite">
            <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-3 text-slate-600 leading-relaxed">{lead}</p>
          </div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        </div>

        {details ? (
          <section aria-labelledby="proximos-passos" className="mt-8 px-1">
            <h2 id="proximos-passos" className="font-semibold text-slate-900">
              {details.heading}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-600 text-sm leading-relaxed marker:text-brand-600">
              {details.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="suporte-titulo" className="mt-8 border-slate-200 border-t px-1 pt-8">
          <h2 id="suporte-titulo" className="font-semibold text-slate-900">
            Precisa de ajuda?
          </h2>
          <p className="mt-1 text-slate-600 text-sm">Fale com o suporte do VetVoz:</p>
          <ContactLinks
            className="mt-4"
            email={siteInfo?.contactEmail}
            whatsappNumber={siteInfo?.whatsappNumber}
          />
        </section>
      </div>
    </Container>
  );
}
