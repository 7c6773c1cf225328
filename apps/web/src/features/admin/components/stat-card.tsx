import type { ReactNode } from 'react';

/** One headline figure of the overview: what it is, the number, and a line of context. */
export function StatCard({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd className="mt-1 break-words font-bold text-slate-900 text-xl tabular-nums tracking-tight sm:text-2xl">
        {value}
      </dd>
      {detail ? <dd className="mt-0.5 text-slate-600 text-xs">{detail}</dd> : null}
    </div>
  );
}
