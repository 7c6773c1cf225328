import type { ConsultationView } from '@vetvoz/domain';
import { CircleCheck, CloudAlert, LoaderCircle, PencilLine } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';
import { type SaveState, useTranscriptAutosave } from '../hooks/use-transcript-autosave.ts';
import { WordCount } from './word-count.tsx';

const SAVE_LABELS: Record<SaveState, string> = {
  saved: 'Alterações salvas',
  pending: 'Alterações não salvas',
  saving: 'Salvando...',
  error: 'Não foi possível salvar. Tentando de novo...',
};

function SaveIndicator({ state }: { state: SaveState }) {
  const Icon =
    state === 'saving'
      ? LoaderCircle
      : state === 'error'
        ? CloudAlert
        : state === 'saved'
          ? CircleCheck
          : PencilLine;
  return (
    <p
      role="status"
      className={`flex items-center gap-1.5 text-sm ${state === 'error' ? 'text-red-700' : 'text-slate-500'}`}
    >
      <Icon aria-hidden="true" className={`size-4 ${state === 'saving' ? 'animate-spin' : ''}`} />
      {SAVE_LABELS[state]}
    </p>
  );
}

/** Review and correct the transcript before drafting documents; every change is saved by itself. */
export function TranscriptEditor({
  consultation,
  tutorName,
}: {
  consultation: ConsultationView;
  tutorName?: string;
}) {
  const id = useId();
  const { text, state, change, flush } = useTranscriptAutosave({
    id: consultation.id,
    initial: consultation.transcript,
    tutorName,
  });
  const failed = consultation.segments.filter((s) => s.status === 'failed');
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-lg text-slate-900">
            <label htmlFor={id}>Transcrição</label>
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            Revise e corrija nomes de medicamentos, doses e achados. Dados do tutor aparecem como [TUTOR],
            [TELEFONE]…
          </p>
        </div>
        <SaveIndicator state={state} />
      </div>
      {failed.length > 0 ? (
        <p className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm">
          {failed.length === 1 ? 'Um trecho' : `${failed.length} trechos`} da gravação não puderam ser
          transcritos ({failed[0]?.errorMessage ?? 'erro no serviço de transcrição'}). Complete o texto se
          faltar algo.
        </p>
      ) : null}
      <textarea
        id={id}
        value={text}
        rows={14}
        spellCheck
        lang="pt-BR"
        aria-describedby={`${id}-contagem`}
        onChange={(event) => change(event.target.value)}
        onBlur={() => void flush()}
        className={textareaClasses()}
      />
      <WordCount id={`${id}-contagem`} text={text} />
    </Card>
  );
}
