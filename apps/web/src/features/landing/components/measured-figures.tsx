import { Section } from '../../../components/ui/section.tsx';
import { MEASURED_FIGURES, MEASURED_FIGURES_SOURCE } from '../content/landing-content.ts';

/**
 * Where the testimonials stood: what VetVoz's own tests measured, each figure with how it was measured,
 * and the source under them — until real vets can be quoted with their consent.
 */
export function MeasuredFigures() {
  return (
    <Section
      id="medicoes"
      eyebrow="Medido, não prometido"
      title="O que os nossos testes mostram"
      description="Números de testes automáticos do VetVoz, com o que cada um mede."
      tone="brand"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {MEASURED_FIGURES.map((figure) => (
          <li key={figure.value}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-card sm:p-8">
              <p className="font-bold text-4xl text-brand-700 tabular-nums tracking-tight sm:text-5xl">
                {figure.value}
              </p>
              <p className="mt-2 font-semibold text-lg text-slate-900 leading-snug">{figure.label}</p>
              <figcaption className="mt-4 flex-1 text-slate-600 leading-relaxed">{figure.detail}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-slate-600 text-sm leading-relaxed">
        {MEASURED_FIGURES_SOURCE}
      </p>
    </Section>
  );
}
