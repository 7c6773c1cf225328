import { ChevronDown } from 'lucide-react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { FormField, joinIds } from './form-field.tsx';
import { inputClasses } from './text-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Selecione") so nothing is picked for the user. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
}

/** A native select (the phone's own picker), styled like the text fields. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} optional={optional} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...props}
            id={control.id}
            aria-describedby={joinIds(control['aria-describedby'], describedBy)}
            aria-invalid={invalid ?? control['aria-invalid']}
            className={cn(inputClasses, 'appearance-none pr-10', props.value === '' && 'text-slate-500')}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3.5 mt-0.75 size-5 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </FormField>
  );
}
