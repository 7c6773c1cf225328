import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { FormField, joinIds } from './form-field.tsx';
import { inputClasses, type TextFieldProps } from './text-field.tsx';

/**
 * A password input with a show/hide toggle: on a phone keyboard a typo in a hidden password is the
 * most common reason a sign-up fails at "As senhas não coincidem".
 */
export function PasswordField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} hint={hint} error={error} optional={optional} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...props}
            id={control.id}
            type={visible ? 'text' : 'password'}
            aria-describedby={joinIds(control['aria-describedby'], describedBy)}
            aria-invalid={invalid ?? control['aria-invalid']}
            // Keeps the typed password from being sent to spellcheck services while shown.
            spellCheck={false}
            autoCapitalize="none"
            className={cn(inputClasses, 'pr-12')}
          />
          <button
            type="button"
            aria-label="Mostrar senha"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((value) => !value)}
            className="absolute top-1.5 right-0 flex h-11 w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </FormField>
  );
}
