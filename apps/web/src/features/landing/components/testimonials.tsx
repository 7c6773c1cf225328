import { Quote } from 'lucide-react';
import { Section } from '../../../components/ui/section.tsx';
import { TESTIMONIALS } from '../content/landing-content.ts';

function initials(name: string): string {
  return name
    .replace(/^(Dra?\.)\s+/, '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');
}

/** Two veterinarians, one in a small-animal clinic and one in the field. */
export function Testimonials() {
  return (
    <Section
      id="depoimentos"
      eyebrow="Depoimentos"
      title="Quem atende, aprova"
      description="Veterinários de clínica e de campo contam o que mudou na rotina."
      tone="brand"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-card sm:p-8">
              <Quote aria-hidden="true" className="size-8 text-brand-300" />
              <blockquote className="mt-4 flex-1 text-lg text-slate-700 leading-relaxed">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                >
                  {initials(testimonial.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-slate-600 text-sm">
                    {testimonial.practice} · {testimonial.place}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
