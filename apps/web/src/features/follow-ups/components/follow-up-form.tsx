import { FOLLOW_UP_KINDS, type FollowUpInput, type FollowUpKind } from '@vetvoz/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { kindLabel } from '../format.ts';

const KIND_OPTIONS = FOLLOW_UP_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));

/** Adding or correcting one follow-up: its kind, words and day. */
export function FollowUpForm({
  initial,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial: FollowUpInput;
  busy: boolean;
  error: string | null;
  onSave: (value: FollowUpInput) => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<FollowUpKind>(initial.kind);
  const [description, setDescription] = useState(initial.description);
  const [dueDate, setDueDate] = useState(initial.dueDate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ kind, description, dueDate });
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      aria-label="Acompanhamento"
    >
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_11rem]">
        <SelectField
          label="Tipo"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.target.value as FollowUpKind)}
        />
        <TextField
          label="Descrição"
          value={description}
          maxLength={120}
          required
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextField
          label="Data"
          type="date"
          value={dueDate}
          required
          onChange={(event) => setDueDate(event.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Salvando…' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
