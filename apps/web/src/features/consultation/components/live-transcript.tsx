import type { ConsultationView } from '@vetvoz/domain';
import { Card } from '../../../components/ui/card.tsx';

/** The transcript as it grows, segment by segment, while recording and transcribing. */
export function LiveTranscript({ consultation }: { consultation: ConsultationView }) {
  const failed = consultation.segments.filter((s) => s.status === 'failed');
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-lg text-slate-900">Transcrição ao vivo</h2>
        {consultation.pendingSegments > 0 ? (
          <p className="text-slate-500 text-sm">
            {consultation.pendingSegments === 1
              ? '1 trecho em transcrição'
              : `${consultation.pendingSegments} trechos em transcrição`}
          </p>
        ) : null}
      </div>
      <div
        aria-live="polite"
        data-testid="transcricao-ao-vivo"
        className="mt-3 max-h-80 min-h-24 overflow-y-auto whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-slate-800 leading-relaxed"
      >
        {consultation.transcript || (
          <span className="text-slate-500">
            O texto aparece aqui alguns segundos depois de cada trecho gravado.
          </span>
        )}
      </div>
      {failed.length > 0 ? (
        <p className="mt-3 text-amber-800 text-sm">
          {failed[0]?.errorMessage ?? 'Um trecho não pôde ser transcrito.'} O VetVoz tenta de novo
          automaticamente.
        </p>
      ) : null}
    </Card>
  );
}
