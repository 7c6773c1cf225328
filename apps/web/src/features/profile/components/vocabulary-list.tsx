import type { VocabularyTerm } from '@vetvoz/domain';
import { LoaderCircle, Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { useAddVocabularyTerm, useRemoveVocabularyTerm } from '../api/vocabulary.ts';

function usesLabel(term: VocabularyTerm): string {
  if (term.source === 'manual') return 'adicionado por você';
  return term.uses === 1 ? 'aprendido em 1 consulta' : `aprendido em ${term.uses} consultas`;
}

/** One list of terms: each with how the vendor wrote it and where it came from, and a way to remove it. */
export function VocabularyList({
  terms,
  canManage,
  emptyText,
  label,
}: {
  terms: VocabularyTerm[];
  canManage: boolean;
  emptyText: string;
  label: string;
}) {
  const remove = useRemoveVocabularyTerm();
  if (terms.length === 0) return <p className="text-slate-600 text-sm">{emptyText}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {terms.map((term) => (
        <li key={term.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
          <div className="min-w-0">
            <p className="break-words font-medium text-slate-900">{term.term}</p>
            <p className="break-words text-slate-500 text-xs">
              {term.heard ? <>corrige “{term.heard}” · </> : null}
              {term.source === 'manual' && term.heard === null ? 'adicionado' : usesLabel(term)}
            </p>
          </div>
          {canManage ? (
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0"
              aria-label={`Remover ${term.term}`}
              disabled={remove.isPending && remove.variables === term.id}
              onClick={() =>
                remove.mutate(term.id, {
                  onError: (error) =>
                    toast.error('Não foi possível remover o termo.', {
                      message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
                    }),
                })
              }
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A term and, optionally, how the transcription gets it wrong; into the vet's list or a unit's. */
export function AddTermForm({ unitId }: { unitId?: string }) {
  const add = useAddVocabularyTerm();
  const [term, setTerm] = useState('');
  const [heard, setHeard] = useState('');
  const [error, setError] = useState<{ field: 'term' | 'heard'; message: string } | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) {
      setError({ field: 'term', message: 'Escreva o termo.' });
      return;
    }
    setError(null);
    add.mutate(
      { term: term.trim(), ...(heard.trim() ? { heard: heard.trim() } : {}), ...(unitId ? { unitId } : {}) },
      {
        onSuccess: (saved) => {
          setTerm('');
          setHeard('');
          toast.success(`“${saved.term}” está no vocabulário.`);
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.message : NETWORK_ERROR_MESSAGE;
          const field = failure instanceof ApiError && failure.field?.startsWith('heard') ? 'heard' : 'term';
          setError({ field, message });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-x-4 gap-y-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <TextField
        id={`${id}-termo`}
        label="Termo"
        placeholder="Ex.: Simparic"
        value={term}
        maxLength={40}
        onChange={(event) => setTerm(event.target.value)}
        error={error?.field === 'term' ? error.message : null}
      />
      <TextField
        id={`${id}-ouvido`}
        label="A transcrição escreve"
        optional
        placeholder="Ex.: simpárique"
        value={heard}
        maxLength={40}
        onChange={(event) => setHeard(event.target.value)}
        error={error?.field === 'heard' ? error.message : null}
      />
      <Button type="submit" variant="secondary" disabled={add.isPending} aria-busy={add.isPending}>
        {add.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        Adicionar
      </Button>
    </form>
  );
}
