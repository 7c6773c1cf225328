import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** May contain a button (e.g. "Termos de Uso" opening the text): it is part of the box's name. */
  label: ReactNode;
  /** A line under the label (what ticking it means). */
  description?: ReactNode;
}

/** A native checkbox (keyboard, forms and screen readers for free) with a tappable label beside it. */
export function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        {...props}
        id={inputId}
        type="checkbox"
        className={cn(
          'mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700',
          'aria-invalid:outline-2 aria-invalid:outline-red-400 aria-invalid:outline-offset-1',
        )}
      />
      <div className="min-w-0 text-sm leading-snug">
        <label htmlFor={inputId} className="cursor-pointer text-slate-800">
          {label}
        </label>
        {description ? <p className="mt-1 text-slate-500 text-xs">{description}</p> : null}
      </div>
    </div>
  );
}
