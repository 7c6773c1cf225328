import type { QuotaView } from '@vetvoz/domain';
import { cn } from '../../../lib/cn.ts';
import { consultationsLine } from '../usage-text.ts';

const BAR_COLOURS: Record<QuotaView['level'], string> = {
  ok: 'bg-brand-600',
  warning: 'bg-amber-500',
  exhausted: 'bg-red-500',
};

/** Used against the limit, as a meter assistive technology reads ("3 de 10 consultas usadas …"). */
export function UsageMeter({ quota, className }: { quota: QuotaView; className?: string }) {
  const line = consultationsLine(quota);
  const share = quota.limit > 0 ? Math.min(100, Math.round((quota.used / quota.limit) * 100)) : 100;
  return (
    <div className={className}>
      {/* The native meter is what assistive technology reads; the bar beside it is its picture. */}
      <meter
        className="sr-only"
        aria-label="Consultas usadas"
        aria-valuetext={line}
        min={0}
        max={quota.limit}
        value={Math.min(quota.used, quota.limit)}
      />
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
        <div
          className={cn('h-full rounded-full motion-safe:transition-[width]', BAR_COLOURS[quota.level])}
          style={{ width: `${share}%` }}
        />
      </div>
      <p
        className={cn(
          'mt-2 text-sm',
          quota.level === 'exhausted'
            ? 'font-medium text-red-700'
            : quota.level === 'warning'
              ? 'font-medium text-amber-800'
              : 'text-slate-600',
        )}
      >
        {line}
      </p>
    </div>
  );
}
