import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A small, announced loading indicator (role="status"), for route chunks and session checks. */
export function LoadingState({ label = 'Carregando…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-24 text-slate-500', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
