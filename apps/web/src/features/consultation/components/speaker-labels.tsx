import { useQueryClient } from '@tanstack/react-query';
import {
  type ConsultationView,
  SPEAKER_ROLE_LABELS,
  SPEAKER_ROLES,
  type SpeakerLabel,
  type SpeakerRole,
  transcriptParagraphs,
} from '@vetvoz/domain';
import { ChevronDown, MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { consultationKey, setSpeaker } from '../api/consultations.ts';

const ROLE_STYLES: Record<SpeakerRole, string> = {
  veterinario: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  tutor: 'border-amber-300 bg-amber-50 text-amber-950',
  outro: 'border-slate-300 bg-slate-50 text-slate-800',
};

/**
 * Who said each paragraph: VetVoz's suggestion (from the speech vendor's voices or from the content) and
 * a menu per paragraph to change it. The documents read the labels: the tutor's account goes to the
 * history, the vet's findings to the exam. `beforeChange` saves pending text first, so the paragraph
 * numbers are the server's.
 */
export function SpeakerLabels({
  consultation,
  beforeChange,
}: {
  consultation: ConsultationView;
  beforeChange?: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const hintId = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const labels = consultation.speakers ?? [];
  const paragraphs = transcriptParagraphs(consultation.transcript);
  if (labels.length === 0 || labels.length !== paragraphs.length) return null;
  const suggested = labels.some((label) => label.source !== 'vet');
  const keys = paragraphKeys(paragraphs);

  async function change(paragraph: number, role: SpeakerRole) {
    setBusy(paragraph);
    setError(null);
    try {
      await beforeChange?.();
      const view = await setSpeaker(consultation.id, { paragraph, role });
      queryClient.setQueryData(consultationKey(consultation.id), view);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Não foi possível salvar. Tente de novo.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={`${hintId}-titulo`} className="mt-4">
      <h3 id={`${hintId}-titulo`} className="flex items-center gap-1.5 font-medium text-slate-900">
        <MessagesSquare aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        Quem falou
      </h3>
      <p id={hintId} className="mt-1 text-slate-600 text-sm">
        {suggested
          ? 'Sugestão do VetVoz. Confira e troque se precisar: o relato do tutor vai para o histórico, os achados do(a) veterinário(a) para o exame.'
          : 'Confirmado por você: o relato do tutor vai para o histórico, os achados do(a) veterinário(a) para o exame.'}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      <ol className="mt-2 max-h-96 space-y-2 overflow-y-auto pr-1" aria-describedby={hintId}>
        {paragraphs.map((text, i) => (
          <SpeakerRow
            key={keys[i]}
            index={i}
            text={text}
            label={labels[i] as SpeakerLabel}
            busy={busy === i}
            onChange={(role) => void change(i, role)}
          />
        ))}
      </ol>
    </section>
  );
}

function SpeakerRow({
  index,
  text,
  label,
  busy,
  onChange,
}: {
  index: number;
  text: string;
  label: SpeakerLabel;
  busy: boolean;
  onChange: (role: SpeakerRole) => void;
}) {
  const id = useId();
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-2.5">
      <div className="flex shrink-0 items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Quem falou o parágrafo {index + 1}
        </label>
        <div className="relative">
          <select
            id={id}
            value={label.role}
            disabled={busy}
            onChange={(event) => onChange(event.target.value as SpeakerRole)}
            className={`h-11 appearance-none rounded-lg border py-1 pr-8 pl-2.5 font-medium text-sm sm:h-9 ${ROLE_STYLES[label.role]} focus-visible:outline-2 focus-visible:outline-sky-600 focus-visible:outline-offset-2 disabled:opacity-60`}
          >
            {SPEAKER_ROLES.map((role) => (
              <option key={role} value={role}>
                {SPEAKER_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 opacity-70"
          />
        </div>
        <span className="text-slate-500 text-xs">
          {label.source === 'vet' ? 'definido por você' : 'sugestão'}
        </span>
      </div>
      <p className="line-clamp-3 min-w-0 text-slate-700 text-sm leading-relaxed">{text}</p>
    </li>
  );
}

/** The labelled transcript for a reader who may not change it: each paragraph after who said it. */
export function LabelledParagraphs({ consultation }: { consultation: ConsultationView }) {
  const labels = consultation.speakers ?? [];
  const paragraphs = transcriptParagraphs(consultation.transcript);
  if (labels.length === 0 || labels.length !== paragraphs.length) return null;
  const keys = paragraphKeys(paragraphs);
  return (
    <div className="space-y-2">
      {paragraphs.map((text, i) => (
        <p key={keys[i]}>
          <span className="font-medium">{SPEAKER_ROLE_LABELS[(labels[i] as SpeakerLabel).role]}:</span> {text}
        </p>
      ))}
    </div>
  );
}

/** Paragraphs have no identity of their own: their text, numbered when it repeats ("Sim."), keys them. */
function paragraphKeys(paragraphs: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return paragraphs.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return `${count}:${text}`;
  });
}
