import type { UnitQuotaView } from '@vetvoz/domain';
import { cn } from '../../../lib/cn.ts';
import { formatCount, formatUnitDate } from '../model/format.ts';

/** docs/product-rules.md §9: the unit's pool of consultations this period, shared by every member. */
export function UnitQuotaMeter({ quota, className }: { quota: UnitQuotaView; className?: string }) {
  const share = quota.limit > 0 ? Math.min(100, Math.round((quota.used / quota.limit) * 100)) : 100;
  const exhausted = quota.remaining <= 0;
  const warning = !exhausted && share >= 80;
  const line = `${formatCount(quota.used)} de ${formatCount(quota.limit)} consultas usadas neste período`;
  const renewal = `Renova em ${formatUnitDate(quota.periodEnd)}`;
  return (
    <div className={className}>
      <meter
        className="sr-only"
        aria-label="Consultas da unidade usadas"
        aria-valuetext={`${line}. ${renewal}.`}
        min={0}
        max={Math.max(quota.limit, 1)}
        value={Math.min(quota.used, quota.limit)}
      />
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
        <div
          className={cn(
            'h-full rounded-full motion-safe:transition-[width]',
            exhausted ? 'bg-red-500' : warning ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${share}%` }}
        />
      </div>
      <p
        aria-hidden="true"
        className={cn(
          'mt-2 text-sm',
          exhausted ? 'font-medium text-red-700' : warning ? 'font-medium text-amber-800' : 'text-slate-700',
        )}
      >
        {line}
      </p>
      <p aria-hidden="true" className="text-slate-500 text-xs">
        {exhausted ? 'Cota esgotada. ' : `${formatCount(quota.remaining)} restantes. `}
        {renewal}.
      </p>
    </div>
  );
}
