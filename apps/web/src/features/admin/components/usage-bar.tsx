import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../model/format.ts';

/** "12 de 150" with a thin bar, amber from 80% (when the product warns the user) and red when exhausted. */
export function UsageBar({ used, limit }: { used: number; limit: number }) {
  const ratio = limit > 0 ? Math.min(1, used / limit) : 1;
  return (
    <span className="flex min-w-28 flex-col gap-1">
      <span className="tabular-nums">
        {formatInteger(used)} de {formatInteger(limit)}
      </span>
      <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-100">
        <span
          className={cn(
            'block h-full rounded-full',
            ratio >= 1 ? 'bg-red-500' : ratio >= 0.8 ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${ratio * 100}%` }}
        />
      </span>
    </span>
  );
}
