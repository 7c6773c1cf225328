import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A small status mark (edited, counts). */
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
