import type { ConsultationView } from '@vetvoz/domain';
import { ChevronDown, ChevronUp, CircleCheck, CloudAlert, LoaderCircle, PencilLine } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';
import { type SaveState, useTranscriptAutosave } from '../hooks/use-transcript-autosave.ts';
import { LabelledParagraphs, SpeakerLabels } from './speaker-labels.tsx';
import { VocabularyCorrections } from './vocabulary-corrections.tsx';
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

/**
 * Review and correct the transcript; every change is saved by itself. Folded to a few lines once the
 * documents are being drafted (they are what the vet came for), "Expandir" opens it for editing.
 */
export function TranscriptEditor({
  consultation,
  tutorName,
  startFolded = false,
}: {
  consultation: ConsultationView;
  tutorName?: string;
  startFolded?: boolean;
}) {
  const [folded, setFolded] = useState(startFolded);
  // Folds once when the drafts arrive (they load after the transcript); the vet's own choice then holds.
  const [foldAsked, setFoldAsked] = useState(startFolded);
  if (startFolded && !foldAsked) {
    setFoldAsked(true);
    setFolded(true);
  }
  if (consultation.readOnly) return <ReadOnlyTranscript consultation={consultation} />;
  return (
    <EditableTranscript
      consultation={consultation}
      tutorName={tutorName}
      folded={folded}
      onFold={setFolded}
    />
  );
}

function FoldButton({
  folded,
  onFold,
  controls,
}: {
  folded: boolean;
  onFold: (v: boolean) => void;
  controls: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-11 sm:h-9"
      aria-expanded={!folded}
      aria-controls={controls}
      onClick={() => onFold(!folded)}
    >
      {folded ? (
        <ChevronDown aria-hidden="true" className="size-4" />
      ) : (
        <ChevronUp aria-hidden="true" className="size-4" />
      )}
      {folded ? 'Expandir' : 'Recolher'}
      <span className="sr-only"> a transcrição</span>
    </Button>
  );
}

function ReadOnlyTranscript({ consultation }: { consultation: ConsultationView }) {
  const [folded, setFolded] = useState(true);
  const id = useId();
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg text-slate-900">Transcrição</h2>
        <FoldButton folded={folded} onFold={setFolded} controls={id} />
      </div>
      <div
        id={id}
        className={`mt-3 whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-slate-800 leading-relaxed ${folded ? 'line-clamp-4' : ''}`}
      >
        {(consultation.speakers ?? []).length > 0 ? (
          <LabelledParagraphs consultation={consultation} />
        ) : (
          consultation.transcript
        )}
      </div>
    </Card>
  );
}

function EditableTranscript({
  consultation,
  tutorName,
  folded,
  onFold,
}: {
  consultation: ConsultationView;
  tutorName?: string;
  folded: boolean;
  onFold: (folded: boolean) => void;
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
        <div className="flex items-center gap-2">
          <SaveIndicator state={state} />
          <FoldButton folded={folded} onFold={onFold} controls={`${id}-corpo`} />
        </div>
      </div>
      {failed.length > 0 ? (
        <p className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm">
          {failed.length === 1 ? 'Um trecho' : `${failed.length} trechos`} da gravação não puderam ser
          transcritos ({failed[0]?.errorMessage ?? 'erro no serviço de transcrição'}). Complete o texto se
          faltar algo.
        </p>
      ) : null}
      {/* Folded, the same box shows three lines (still editable); "Expandir" gives it room. */}
      <div id={`${id}-corpo`}>
        <textarea
          id={id}
          value={text}
          rows={folded ? 3 : 14}
          spellCheck
          lang="pt-BR"
          aria-describedby={folded ? undefined : `${id}-contagem`}
          onChange={(event) => change(event.target.value)}
          onBlur={() => void flush()}
          className={textareaClasses()}
        />
        {folded ? null : <WordCount id={`${id}-contagem`} text={text} />}
      </div>
      {folded ? null : <VocabularyCorrections corrections={consultation.vocabularyCorrections ?? []} />}
      {folded ? null : <SpeakerLabels consultation={consultation} beforeChange={flush} />}
    </Card>
  );
}
