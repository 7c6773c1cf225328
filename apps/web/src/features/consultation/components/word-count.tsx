import { isTranscriptTooShort, TRANSCRIPT_TOO_SHORT_MESSAGE, transcriptWordCount } from '@vetvoz/domain';
import { CircleAlert } from 'lucide-react';

/** How long a text is, and the plain warning when it is too short to draft documents from. */
export function WordCount({
  text,
  id,
  warnIfShort = true,
}: {
  text: string;
  id?: string;
  /** False until the vet has had a chance to write: an empty box is not yet a mistake. */
  warnIfShort?: boolean;
}) {
  const words = transcriptWordCount(text);
  const tooShort = warnIfShort && isTranscriptTooShort(text);
  return (
    <div id={id} className="mt-2 text-sm">
      <p className="text-slate-500">
        {words.toLocaleString('pt-BR')} {words === 1 ? 'palavra' : 'palavras'}
      </p>
      {tooShort ? (
        <p className="mt-1 flex items-start gap-1.5 text-amber-800" data-testid="transcricao-curta">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{TRANSCRIPT_TOO_SHORT_MESSAGE}</span>
        </p>
      ) : null}
    </div>
  );
}
