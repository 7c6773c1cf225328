import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '../../../lib/cn.ts';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

export function TextField({ label, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <input
        id={inputId}
        className={cn(
          'mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-sm',
          'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20',
          'aria-invalid:border-red-400',
        )}
        {...props}
      />
    </div>
  );
}
