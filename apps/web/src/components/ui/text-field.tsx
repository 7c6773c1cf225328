import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { FormField, joinIds } from './form-field.tsx';

/** The look of every text-like control (inputs, selects): 44 px tall for fingers, red when invalid. */
export const inputClasses = cn(
  'mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-sm',
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20',
  'aria-invalid:border-red-400 aria-invalid:focus:border-red-500 aria-invalid:focus:ring-red-500/20',
  // The [readonly] attribute, not :read-only (which every <select> matches).
  '[&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-700 disabled:bg-slate-50 disabled:text-slate-500',
);

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} optional={optional} id={id} className={className}>
      {(control) => (
        <input
          {...props}
          id={control.id}
          aria-describedby={joinIds(control['aria-describedby'], describedBy)}
          aria-invalid={invalid ?? control['aria-invalid']}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}
