import { FileText, type LucideIcon, Mic, Send, Sparkles } from 'lucide-react';
import { Section } from '../../../components/ui/section.tsx';
import { STEPS, type StepIcon } from '../content/landing-content.ts';

const ICONS: Record<StepIcon, LucideIcon> = { mic: Mic, sparkles: Sparkles, file: FileText, send: Send };

/** "Como Funciona": the four steps, numbered, in reading order on every screen size. */
export function HowItWorks() {
  return (
    <Section
      id="como-funciona"
      eyebrow="Do áudio ao documento"
      title="Como Funciona"
      description="Quatro passos entre a conversa com o tutor e os documentos prontos — sem digitar a consulta."
      tone="white"
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => {
          const Icon = ICONS[step.icon];
          return (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-slate-50/60 p-6 transition-shadow hover:shadow-card"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span aria-hidden="true" className="font-bold text-4xl text-slate-200 tabular-nums">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 font-semibold text-lg text-slate-900">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{step.description}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
