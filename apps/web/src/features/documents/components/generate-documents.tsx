import { useQueryClient } from '@tanstack/react-query';
import {
  type ConsultationView,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentRecord,
  type DocumentType,
  TRANSCRIPT_TOO_SHORT_MESSAGE,
} from '@vetvoz/domain';
import { FileText, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { generateDocuments } from '../api/documents.ts';
import { upsertDocuments } from '../hooks/documents-cache.ts';

/** What most visits need; the atestados are asked for when the visit is about one. */
export const DEFAULT_DOCUMENT_TYPES: readonly DocumentType[] = ['anamnese', 'receita', 'orientacoes'];

export const CHOOSE_DOCUMENT_MESSAGE = 'Escolha ao menos um documento.';

interface Problem {
  message: string;
  quota: boolean;
}

/** Which documents to draft now; one already there is replaced (after a confirmation if it was edited). */
export function GenerateDocuments({
  consultation,
  documents,
  onGenerated,
  autoStart = false,
  onAutoStartAsked,
}: {
  consultation: ConsultationView;
  documents: DocumentRecord[];
  /** Start the default documents at once (the recording ended with that choice on), if there are none. */
  autoStart?: boolean;
  onAutoStartAsked?: () => void;
  /** The types just started, so the page can show the first of them. */
  onGenerated?: (types: DocumentType[]) => void;
}) {
  const queryClient = useQueryClient();
  const hintId = useId();
  // One per type; with several animals, an edited one wins, so generating again asks before discarding it.
  const byEdit = [...documents].sort((a, b) => Number(a.editedAt !== null) - Number(b.editedAt !== null));
  const existing = new Map(byEdit.map((doc) => [doc.type, doc]));
  const [selected, setSelected] = useState<Set<DocumentType>>(
    () => new Set(documents.length === 0 ? DEFAULT_DOCUMENT_TYPES : []),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState<DocumentRecord[] | null>(null);
  const tooShort = consultation.transcriptTooShort;
  const generatingTypes = new Set(documents.filter((d) => d.status === 'generating').map((d) => d.type));
  const chosen = DOCUMENT_TYPES.filter((type) => selected.has(type) && !generatingTypes.has(type));

  function toggle(type: DocumentType, on: boolean) {
    setProblem(null);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });
  }

  async function generate(types: DocumentType[]) {
    setConfirming(null);
    setBusy(true);
    setProblem(null);
    try {
      const records = await generateDocuments(consultation.id, types);
      upsertDocuments(queryClient, consultation.id, records);
      setSelected(new Set());
      onGenerated?.(types);
    } catch (error) {
      const quota = error instanceof ApiError && error.status === 402;
      setProblem({ message: error instanceof Error ? error.message : CHOOSE_DOCUMENT_MESSAGE, quota });
    } finally {
      setBusy(false);
    }
  }

  const autoAsked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per mount, with the first documents list seen.
  useEffect(() => {
    if (!autoStart || autoAsked.current) return;
    autoAsked.current = true;
    onAutoStartAsked?.();
    if (documents.length === 0 && !tooShort) void generate([...DEFAULT_DOCUMENT_TYPES]);
  }, [autoStart]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || tooShort) return;
    if (chosen.length === 0) {
      setProblem({ message: CHOOSE_DOCUMENT_MESSAGE, quota: false });
      return;
    }
    const edited = chosen.flatMap((type) => {
      const doc = existing.get(type);
      return doc?.editedAt ? [doc] : [];
    });
    if (edited.length > 0) setConfirming(edited);
    else void generate(chosen);
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={tooShort ? hintId : undefined}>
      <fieldset disabled={tooShort} className="min-w-0">
        <legend className="font-medium text-slate-800 text-sm">Quais documentos gerar?</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {DOCUMENT_TYPES.map((type) => {
            const doc = existing.get(type);
            const generating = generatingTypes.has(type);
            return (
              <Checkbox
                key={type}
                label={DOCUMENT_TYPE_LABELS[type]}
                description={
                  generating
                    ? 'Gerando agora.'
                    : doc
                      ? doc.editedAt
                        ? 'Já existe, com edições: gerar de novo substitui.'
                        : 'Já existe: gerar de novo substitui.'
                      : undefined
                }
                checked={selected.has(type) && !generating}
                disabled={generating}
                onChange={(event) => toggle(type, event.target.checked)}
              />
            );
          })}
        </div>
      </fieldset>
      {tooShort ? (
        <p
          id={hintId}
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm"
        >
          {TRANSCRIPT_TOO_SHORT_MESSAGE}
        </p>
      ) : null}
      {problem ? (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm"
        >
          <p>{problem.message}</p>
          {problem.quota ? (
            <ButtonLink to="/plans" size="sm" className="mt-3">
              Ver planos
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={busy || tooShort}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <FileText aria-hidden="true" className="size-4" />
        )}
        {busy ? 'Iniciando…' : 'Gerar documentos'}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        busy={false}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void generate(chosen)}
        title="Substituir documentos editados?"
        description={
          confirming
            ? `Você editou: ${confirming.map((doc) => DOCUMENT_TYPE_LABELS[doc.type]).join(', ')}. Gerar de novo descarta essas alterações.`
            : undefined
        }
        cancelLabel="Cancelar"
        confirmLabel="Gerar e substituir"
      />
    </form>
  );
}
