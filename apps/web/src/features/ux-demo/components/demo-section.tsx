import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

export interface DemoSectionInfo {
  id: string;
  title: string;
}

/** One group of the style guide: a heading the index links to, a line of when to use it, the examples. */
export function DemoSection({
  section,
  description,
  children,
}: {
  section: DemoSectionInfo;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${section.id}-titulo`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className="p-4 sm:p-6">
        <h2 id={headingId} className="font-semibold text-lg text-slate-900">
          {section.title}
        </h2>
        <p className="mt-1 text-slate-600 text-sm">{description}</p>
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}

/** A labelled row of examples inside a section (e.g. "Variantes", "Tamanhos"). */
export function DemoGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-5 first:mt-0">
      <h3 className="mb-2 font-medium text-slate-500 text-xs uppercase tracking-wide">{label}</h3>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
