import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useBilling } from '../api/billing-query.ts';
import { usageChipText } from '../usage-text.ts';

const TONES = {
  ok: 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300 hover:bg-amber-100',
  exhausted: 'bg-red-50 text-red-800 ring-red-300 hover:bg-red-100',
} as const;

/**
 * The header's usage chip: trial users always see what is left, paid users only near the limit. A link
 * to the plans. Short ("7/10") on phones, where it shares the bar with the recording pill; the full
 * sentence is its accessible name everywhere (read from the text, so the name contains what is seen). Nothing shows while unknown or on a failed read.
 */
export function UsageChip({ className }: { className?: string }) {
  const { data } = useBilling();
  if (!data) return null;
  const text = usageChipText(data);
  if (!text) return null;
  const { level } = data.quota;
  const warning =
    level === 'exhausted' ? ', limite atingido' : level === 'warning' ? ', perto do limite' : '';
  return (
    <Link
      to="/plans"
      // The link is 44 px tall for a finger; the pill inside stays small.
      className={cn('inline-flex min-h-11 shrink-0 items-center rounded-full max-[359px]:hidden', className)}
    >
      <span
        className={cn(
          'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-medium text-xs ring-1 transition-colors',
          TONES[level],
        )}
      >
        <Gauge aria-hidden="true" className="size-3.5" />
        {/* The name is the whole sentence, read from one hidden text (no aria-label to differ from what is
            seen, no gaps a browser would put between spans); the visible words are for the eyes. */}
        <span aria-hidden="true" className="tabular-nums sm:hidden">
          {text.short}
        </span>
        <span aria-hidden="true" className="hidden tabular-nums sm:inline">
          {text.long}
        </span>
        <span className="sr-only">{`${text.long}${warning}. Planos e preços`}</span>
      </span>
    </Link>
  );
}
