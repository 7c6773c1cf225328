import type { ConsultationStatus } from '@vetvoz/domain';
import { cn } from '../../../lib/cn.ts';
import { STATUS_LABELS } from '../format.ts';

const TONES: Record<ConsultationStatus, string> = {
  recording: 'bg-red-50 text-red-700 ring-red-200',
  transcribing: 'bg-amber-50 text-amber-800 ring-amber-200',
  ready: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-orange-50 text-orange-800 ring-orange-200',
};

export function StatusLabel({ status }: { status: ConsultationStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1',
        TONES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
