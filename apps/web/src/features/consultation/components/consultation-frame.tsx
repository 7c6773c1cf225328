import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The consultation page's frame: like the standard page frame, but tighter on phones, where every
 * line above the record button pushes it further from the vet's thumb.
 */
export function ConsultationFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container className="py-4 sm:py-8">
      <h1 className="font-bold text-slate-900 text-xl tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-2xl text-slate-600 text-sm leading-relaxed sm:mt-2 sm:text-base">
        {description}
      </p>
      <div className="mt-4 sm:mt-6">{children}</div>
    </Container>
  );
}
