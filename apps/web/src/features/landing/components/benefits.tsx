import { CircleCheck } from 'lucide-react';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { BENEFITS, SLIDES } from '../content/landing-content.ts';

/**
 * Benefits beside the carousel of six screens. Below 768 px (Tailwind's md) the carousel is left out,
 * as docs/product-rules.md §2 says, and the benefits list stands alone.
 */
export function Benefits() {
  return (
    <Section
      id="beneficios"
      eyebrow="Benefícios"
      title="Mais consulta, menos teclado"
      description="O VetVoz cuida da parte escrita do atendimento para você se concentrar no animal e no tutor."
      align="left"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-14">
        <ul className="space-y-6">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-semibold text-lg text-slate-900">{benefit.title}</h3>
                <p className="mt-1 text-slate-600 leading-relaxed">{benefit.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden md:block" data-testid="carrossel-beneficios">
          <Carousel slides={SLIDES} label="Telas do VetVoz" />
        </div>
      </div>
    </Section>
  );
}
