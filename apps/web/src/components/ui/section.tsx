import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Container } from './container.tsx';
import { Reveal } from './reveal.tsx';

interface SectionProps {
  /** Anchor id; the heading gets `<id>-titulo` and names the section for assistive technology. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Visible share that triggers the entrance animation (default 30%). */
  revealThreshold?: number;
  /** Background band: plain page, white, or the brand tint. */
  tone?: 'plain' | 'white' | 'brand';
  /** Heading and text centred above the content (default) or aligned left. */
  align?: 'center' | 'left';
  className?: string;
  /** Lets in-page links move focus to the section (tabIndex -1). */
  focusTarget?: boolean;
}

const tones = {
  plain: 'bg-slate-50',
  white: 'bg-white',
  brand: 'bg-brand-50/70',
};

/** A landing-style band: eyebrow, an <h2>, a sentence, and its content, animating in when seen. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  children,
  revealThreshold,
  tone = 'plain',
  align = 'center',
  className,
  focusTarget = false,
}: SectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={focusTarget ? -1 : undefined}
      className={cn('scroll-mt-16 py-16 outline-none sm:py-24', tones[tone], className)}
    >
      <Container>
        <Reveal threshold={revealThreshold}>
          <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
            {eyebrow ? (
              <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p>
            ) : null}
            <h2 id={headingId} className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
              {title}
            </h2>
            {description ? (
              <p className="mt-4 text-lg text-slate-600 leading-relaxed">{description}</p>
            ) : null}
          </div>
          <div className="mt-12 sm:mt-14">{children}</div>
        </Reveal>
      </Container>
    </section>
  );
}
