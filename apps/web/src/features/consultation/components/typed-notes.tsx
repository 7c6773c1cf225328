import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';
import { WordCount } from './word-count.tsx';

/**
 * "Digitar anotações": notes typed or pasted instead of a recording. The text stays in the box
 * whatever happens until the consultation is saved.
 */
export function TypedNotes({
  onSubmit,
  onCancel,
}: {
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The too-short warning waits for a first attempt or for the vet to leave a box with text in it.
  const [checked, setChecked] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // Opened by a button: the box it opened is where the vet types next.
  useEffect(() => box.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    if (!text.trim()) {
      setError('Digite ou cole as anotações da consulta.');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSubmit(text);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível salvar as anotações.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        Anotações da consulta
      </label>
      <textarea
        id={id}
        value={text}
        ref={box}
        rows={9}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-contagem`}
        placeholder="Queixa, histórico, exame físico, conduta, medicações com dose, via, frequência e duração…"
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => {
          // Not when leaving for "Usar estas anotações": the warning would push that button from
          // under the pointer between press and release, and the submit checks anyway.
          const next = event.relatedTarget;
          if (next instanceof HTMLButtonElement && next.type === 'submit') return;
          if (text.trim()) setChecked(true);
        }}
        className={textareaClasses()}
      />
      <WordCount id={`${id}-contagem`} text={text} warnIfShort={checked} />
      {error ? <FieldError>{error}</FieldError> : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {saving ? 'Salvando...' : 'Usar estas anotações'}
        </Button>
      </div>
    </form>
  );
}
