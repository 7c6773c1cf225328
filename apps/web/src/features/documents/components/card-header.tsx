import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@vetvoz/domain';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export function Badge({
  tone,
  children,
  title,
}: {
  tone: 'slate' | 'amber' | 'red' | 'brand';
  children: ReactNode;
  title?: string;
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    red: 'bg-red-50 text-red-800 ring-red-200',
    brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  };
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-medium text-xs ring-1',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** Title, status marks and (for ready documents) the show/hide toggle of the form. */
export function CardHeader({
  type,
  titleId,
  badges,
  aside,
  toggle,
}: {
  type: DocumentType;
  titleId: string;
  badges?: ReactNode;
  aside?: ReactNode;
  toggle?: { expanded: boolean; controls: string; onToggle: () => void };
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <h3 id={titleId} className="font-semibold text-lg text-slate-900">
          {DOCUMENT_TYPE_LABELS[type]}
        </h3>
        {badges ? <div className="mt-1.5 flex flex-wrap gap-1.5">{badges}</div> : null}
      </div>
      <div className="flex items-center gap-2">
        {aside}
        {toggle ? (
          <button
            type="button"
            aria-expanded={toggle.expanded}
            aria-controls={toggle.controls}
            onClick={toggle.onToggle}
            className="inline-flex h-9 items-center gap-1 rounded-lg px-2 font-medium text-slate-600 text-sm hover:bg-slate-100"
          >
            {toggle.expanded ? 'Recolher' : 'Mostrar'}
            <span className="sr-only"> {DOCUMENT_TYPE_LABELS[type]}</span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', toggle.expanded && 'rotate-180')}
            />
          </button>
        ) : null}
      </div>
    </div>
  );
}
