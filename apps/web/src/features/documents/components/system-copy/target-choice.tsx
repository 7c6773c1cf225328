import {
  CONSULTATION_TEXT_TARGET_HINTS,
  CONSULTATION_TEXT_TARGET_LABELS,
  type ConsultationTextTarget,
} from '@vetvoz/domain';
import { cn } from '../../../../lib/cn.ts';

/** The layout of the copied text, as native radios (arrow keys move between them), each with what it holds. */
export function TargetChoice({
  value,
  options,
  onChange,
}: {
  value: ConsultationTextTarget;
  options: readonly ConsultationTextTarget[];
  onChange: (target: ConsultationTextTarget) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="font-medium text-slate-800 text-sm">Formato do texto</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {options.map((target) => (
          <label
            key={target}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-2.5 rounded-xl border p-3 text-sm',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/30',
              value === target
                ? 'border-brand-600 bg-brand-50/60'
                : 'border-slate-200 bg-white hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name="system-text-target"
              value={target}
              checked={value === target}
              onChange={() => onChange(target)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">
                {CONSULTATION_TEXT_TARGET_LABELS[target]}
              </span>
              <span className="block text-slate-600 text-xs">{CONSULTATION_TEXT_TARGET_HINTS[target]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
