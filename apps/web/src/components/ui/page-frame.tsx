import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Container } from './container.tsx';

interface PageFrameProps {
  title: string;
  description?: ReactNode;
  /** Small text above the title (a section or context). */
  eyebrow?: string;
  /** Buttons beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Narrow pages (forms, profile) read better without the full width. */
  narrow?: boolean;
}

/** The standard page: one <h1>, a sentence of what the page is for, and the tab title. */
export function PageFrame({
  title,
  description,
  eyebrow,
  actions,
  children,
  narrow = false,
}: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <Container narrow={narrow} className="py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          {eyebrow ? <p className="mb-2 font-semibold text-brand-700 text-sm">{eyebrow}</p> : null}
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{title}</h1>
          {description ? (
            <p className="mt-2 text-base text-slate-600 leading-relaxed">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children ? <div className="mt-8">{children}</div> : null}
    </Container>
  );
}
