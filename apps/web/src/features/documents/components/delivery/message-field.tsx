import { textareaClasses } from '../editor/field-classes.ts';

/** The vet's optional note above the document in the e-mail. */
export function MessageField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        Mensagem <span className="font-normal text-slate-500">(opcional)</span>
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={textareaClasses}
      />
      {error ? (
        <p id={`${id}-erro`} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
