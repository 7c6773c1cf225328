import { MAX_PROMPT_BODY_CHARS, MAX_PROMPT_NOTE_CHARS } from '@vetvoz/domain';
import { Save, Undo2, Zap } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';
import { formatCount } from '../model/format.ts';

export interface EditorErrors {
  body?: string;
  note?: string;
}

interface PromptEditorProps {
  body: string;
  note: string;
  errors: EditorErrors;
  /** What the editor started from, e.g. "Editando a partir da versão 3 (ativa)". */
  origin: string;
  dirty: boolean;
  busy: boolean;
  onBodyChange: (body: string) => void;
  onNoteChange: (note: string) => void;
  onSave: () => void;
  onSaveAndActivate: () => void;
  onDiscard: () => void;
}

/** The prompt's text (large, monospaced for structure), what changed, and the two ways to save. */
export function PromptEditor({
  body,
  note,
  errors,
  origin,
  dirty,
  busy,
  onBodyChange,
  onNoteChange,
  onSave,
  onSaveAndActivate,
  onDiscard,
}: PromptEditorProps) {
  const bodyId = useId();
  const hintId = `${bodyId}-dica`;
  const errorId = `${bodyId}-erro`;
  return (
    <div className="grid gap-5">
      <div>
        <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
          <label htmlFor={bodyId} className="block font-medium text-slate-800 text-sm">
            Prompt do sistema
          </label>
          <p className="text-slate-500 text-xs">{origin}</p>
        </div>
        <textarea
          id={bodyId}
          value={body}
          onChange={(event) => onBodyChange(event.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[errors.body ? errorId : null, hintId].filter(Boolean).join(' ')}
          spellCheck
          lang="pt-BR"
          className={textareaClasses({ mono: true, height: 'h-[26rem] sm:h-[34rem]' })}
        />
        {errors.body ? <FieldError id={errorId}>{errors.body}</FieldError> : null}
        <p id={hintId} className="mt-1.5 text-slate-500 text-xs leading-relaxed">
          {formatCount(body.trim().length)} de {formatCount(MAX_PROMPT_BODY_CHARS)} caracteres. O formato da
          resposta (JSON) é acrescentado pelo VetVoz e não precisa ser descrito aqui.
        </p>
      </div>

      <TextField
        label="O que mudou"
        optional
        value={note}
        onChange={(event) => onNoteChange(event.target.value)}
        maxLength={MAX_PROMPT_NOTE_CHARS}
        error={errors.note}
        hint="Uma frase para o histórico, por exemplo: “Pede a via de administração por extenso”."
      />

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button variant="secondary" onClick={onSave} disabled={busy}>
          <Save aria-hidden="true" className="size-4" />
          Salvar nova versão
        </Button>
        <Button onClick={onSaveAndActivate} disabled={busy}>
          <Zap aria-hidden="true" className="size-4" />
          Salvar e ativar
        </Button>
        {dirty ? (
          <Button variant="ghost" onClick={onDiscard} disabled={busy} className="sm:ml-auto">
            <Undo2 aria-hidden="true" className="size-4" />
            Descartar alterações
          </Button>
        ) : null}
      </div>
    </div>
  );
}
