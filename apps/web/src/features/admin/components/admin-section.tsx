import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import type { AdminSectionInfo } from './admin-sections.ts';

/** One section of /admin: a titled card, or a labelled "Em breve" line until the section ships. */
export function AdminSection({ section, children }: { section: AdminSectionInfo; children?: ReactNode }) {
  const Icon = section.icon;
  const headingId = `${section.id}-titulo`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-24 rounded-xl border bg-white',
        section.ready
          ? 'border-slate-200 p-4 shadow-card sm:p-6'
          : 'border-slate-200 border-dashed px-4 py-4 sm:px-6',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            section.ready ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-500',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={headingId} className="font-semibold text-lg text-slate-900">
              {section.title}
            </h2>
            {section.ready ? null : (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-600 text-xs">
                Em breve
              </span>
            )}
          </div>
          <p className="mt-0.5 text-slate-600 text-sm">{section.summary}</p>
        </div>
      </div>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}
