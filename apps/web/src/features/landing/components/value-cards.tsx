import { BrainCircuit, HeartHandshake, type LucideIcon, ShieldCheck } from 'lucide-react';
import { Section } from '../../../components/ui/section.tsx';
import { VALUES, type ValueIcon } from '../content/landing-content.ts';

const ICONS: Record<ValueIcon, LucideIcon> = {
  brain: BrainCircuit,
  heart: HeartHandshake,
  shield: ShieldCheck,
};

/** The three value cards: IA avançada, Atendimento personalizado, Segurança e confiabilidade. */
export function ValueCards() {
  return (
    <Section
      id="valores"
      eyebrow="Por que o VetVoz"
      title="Feito para a rotina veterinária"
      description="Tecnologia que entende a clínica, respeita o seu critério e protege os dados de quem você atende."
      tone="white"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {VALUES.map((value) => {
          const Icon = ICONS[value.icon];
          return (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-slate-50/60 p-7">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 font-semibold text-lg text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{value.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
