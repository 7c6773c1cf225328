import {
  DETAIL_LEVEL_LABELS,
  DETAIL_LEVELS,
  type DetailLevel,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  WRITING_INSTRUCTIONS_MAX_CHARS,
  type WritingStyleView,
  writingStyleSection,
} from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { useSaveWritingStyle } from '../api/writing-style.ts';
import { StyleSuggestions } from './style-suggestions.tsx';

const LEVEL_OPTIONS = DETAIL_LEVELS.map((level) => ({ value: level, label: DETAIL_LEVEL_LABELS[level] }));
const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }));

/**
 * "Como você escreve" and the detail level of each document type, with a preview of exactly what the
 * model reads after the admin's prompt (the same function builds both).
 */
export function WritingStyleForm({ style }: { style: WritingStyleView }) {
  const save = useSaveWritingStyle();
  const [instructions, setInstructions] = useState(style.instructions);
  const [detail, setDetail] = useState<Partial<Record<DocumentType, DetailLevel>>>(style.detail);
  const [previewType, setPreviewType] = useState<DocumentType>('receita');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const changed =
    instructions.trim() !== style.instructions ||
    DOCUMENT_TYPES.some((type) => (detail[type] ?? 'padrao') !== (style.detail[type] ?? 'padrao'));
  const preview = writingStyleSection({ instructions, detail }, previewType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (instructions.trim().length > WRITING_INSTRUCTIONS_MAX_CHARS) {
      setError(`Escreva até ${WRITING_INSTRUCTIONS_MAX_CHARS} caracteres.`);
      return;
    }
    setError(null);
    const kept = Object.fromEntries(Object.entries(detail).filter(([, level]) => level !== 'padrao'));
    save.mutate(
      { instructions, detail: kept },
      {
        onSuccess: (view) => {
          setInstructions(view.instructions);
          setDetail(view.detail);
          toast.success('Estilo de escrita salvo.');
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : NETWORK_ERROR_MESSAGE),
      },
    );
  };

  return (
    <div className="space-y-8">
      <StyleSuggestions suggestions={style.suggestions} onAccepted={setInstructions} />
      <form noValidate onSubmit={submit} className="space-y-6">
        <div>
          <label htmlFor={`${id}-instrucoes`} className="block font-medium text-slate-800 text-sm">
            Como você escreve
          </label>
          <textarea
            id={`${id}-instrucoes`}
            value={instructions}
            rows={4}
            maxLength={WRITING_INSTRUCTIONS_MAX_CHARS + 50}
            lang="pt-BR"
            placeholder={'Ex.: posologia sempre em horários; sem abreviações.'}
            aria-describedby={`${id}-instrucoes-dica${error ? ` ${id}-instrucoes-erro` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setInstructions(event.target.value)}
            className={`mt-1.5 ${textareaClasses()}`}
          />
          <p id={`${id}-instrucoes-dica`} className="mt-1 text-slate-500 text-xs">
            Entra em todos os documentos, depois das regras do VetVoz. {instructions.trim().length} de{' '}
            {WRITING_INSTRUCTIONS_MAX_CHARS} caracteres.
          </p>
          {error ? (
            <p id={`${id}-instrucoes-erro`} className="mt-1 text-red-700 text-sm">
              {error}
            </p>
          ) : null}
        </div>
        <fieldset>
          <legend className="font-medium text-slate-800 text-sm">Nível de detalhe por documento</legend>
          <div className="mt-2 grid gap-x-4 gap-y-4 sm:grid-cols-2">
            {DOCUMENT_TYPES.map((type) => (
              <SelectField
                key={type}
                label={DOCUMENT_TYPE_LABELS[type]}
                options={LEVEL_OPTIONS}
                value={detail[type] ?? 'padrao'}
                onChange={(event) => setDetail({ ...detail, [type]: event.target.value as DetailLevel })}
              />
            ))}
          </div>
        </fieldset>
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="font-medium text-slate-800 text-sm">O que o VetVoz acrescenta ao prompt</p>
            <SelectField
              label="Pré-visualizar para"
              options={TYPE_OPTIONS}
              value={previewType}
              onChange={(event) => setPreviewType(event.target.value as DocumentType)}
              className="w-full sm:w-56"
            />
          </div>
          {preview ? (
            <pre
              data-testid="previa-estilo"
              className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-white p-3 font-sans text-slate-800 text-sm"
            >
              {preview}
            </pre>
          ) : (
            <p className="mt-3 text-slate-600 text-sm">
              Nada: este documento segue só o prompt padrão do VetVoz.
            </p>
          )}
        </div>
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={!changed || save.isPending}
            aria-busy={save.isPending}
            className="w-full sm:w-auto"
          >
            {save.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            Salvar estilo
          </Button>
        </div>
      </form>
    </div>
  );
}
