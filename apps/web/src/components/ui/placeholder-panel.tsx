import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PlaceholderPanelProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** Marks an area whose feature ships in a later release, honestly ("Em breve") and not as an error. */
export function PlaceholderPanel({ icon: Icon, title, children }: PlaceholderPanelProps) {
  return (
    <section className="flex flex-col items-center rounded-xl border border-slate-300 border-dashed bg-white/60 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="mt-4 rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-600 text-xs">
        Em breve
      </span>
      <h2 className="mt-3 font-semibold text-lg text-slate-900">{title}</h2>
      <div className="mt-2 max-w-md text-slate-600 text-sm leading-relaxed">{children}</div>
    </section>
  );
}
