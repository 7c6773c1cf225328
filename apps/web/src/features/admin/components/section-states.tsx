import { Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ApiError } from '../../../lib/api.ts';

/** While a section's one request runs. */
export function SectionLoading({ label }: { label: string }) {
  return <LoadingState label={label} className="py-10" />;
}

/** A section whose request failed: what failed, the server's reason when it gave one, and a retry. */
export function SectionError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800 text-sm">
      <p className="font-medium">{what}</p>
      {error instanceof ApiError ? <p className="mt-0.5">{error.message}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        className="-ml-2 mt-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold underline underline-offset-2 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        Tentar novamente
      </button>
    </div>
  );
}

/** Nothing to show yet: said plainly, never a blank area. */
export function SectionEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-slate-300 border-dashed px-4 py-8 text-center">
      <Inbox aria-hidden="true" className="size-6 text-slate-400" />
      <p className="mt-2 font-medium text-slate-800 text-sm">{title}</p>
      {children ? <div className="mt-1 max-w-sm text-slate-600 text-sm">{children}</div> : null}
    </div>
  );
}
