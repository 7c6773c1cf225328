import { cn } from '../../lib/cn.ts';

export interface BarListItem {
  label: string;
  value: number;
}

interface BarListProps {
  /** The list's accessible name. */
  title: string;
  items: readonly BarListItem[];
  formatValue: (value: number) => string;
  /** Said instead of the bars when every value is zero. */
  emptyText: string;
  className?: string;
}

/**
 * Horizontal bars drawn with HTML, for a few categories (documents by type, subscriptions by plan): no
 * chart library needed, and a screen reader reads each row as "label: value".
 */
export function BarList({ title, items, formatValue, emptyText, className }: BarListProps) {
  if (!items.some((item) => item.value > 0)) return <p className="text-slate-600 text-sm">{emptyText}</p>;
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul aria-label={title} className={cn('flex flex-col gap-2', className)}>
      {items.map((item) => (
        <li key={item.label} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate text-slate-700">{item.label}</span>
            <span className="font-medium text-slate-900 tabular-nums">{formatValue(item.value)}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${(item.value / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
