import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** What a field's control needs to be labelled and described (hint, error) for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control; kept while an error is shown (it often explains the error). */
  hint?: ReactNode;
  /** The field's validation message, in pt-BR, exactly as the spec words it. */
  error?: string | null;
  /** Marks the label "(opcional)": required is the default in our forms. */
  optional?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error of one form field, wired with ids so each message is read with its field. */
export function FormField({ label, hint, error, optional, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-dica` : undefined;
  const errorId = error ? `${controlId}-erro` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block font-medium text-slate-800 text-sm">
        {label}
        {optional ? <span className="font-normal text-slate-500"> (opcional)</span> : null}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-slate-500 text-xs leading-relaxed">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A validation message under a control (or a group of controls). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-red-700 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** Joins the ids of a control's own description with the field's (hint, error). */
export function joinIds(...ids: Array<string | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
