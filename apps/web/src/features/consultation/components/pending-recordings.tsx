import { CloudUpload } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import type { RecordingProgress } from '../capture/upload-queue.ts';
import { useUploadQueue } from '../hooks/use-capture.ts';

const trechos = (n: number) => (n === 1 ? '1 trecho' : `${n} trechos`);

/** What a recording waits for; segments the server already holds are "em transcrição", not "aguardando envio". */
function waitingFor(r: RecordingProgress): string {
  if (r.blockedMessage) return 'precisa da sua atenção';
  if (r.interrupted) return 'gravação interrompida';
  if (r.pendingSegments === 0 && r.transcribingSegments > 0)
    return `${trechos(r.transcribingSegments)} em transcrição`;
  return `${trechos(r.pendingSegments)} aguardando envio`;
}

/** Recordings still on this device (not fully sent): each can be opened to see or finish it. */
export function PendingRecordings() {
  const { recordings } = useUploadQueue();
  if (recordings.length === 0) return null;
  return (
    <Card className="border-sky-200 bg-sky-50/60 p-5">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <CloudUpload aria-hidden="true" className="size-5 text-sky-700" />
        Gravações com envio pendente
      </h2>
      <ul className="mt-3 divide-y divide-sky-100">
        {recordings.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-slate-800 text-sm">
              <span className="font-medium">{r.patientName}</span>
              {' · '}
              {waitingFor(r)}
            </span>
            <Link
              to={`/consultation?id=${r.id}`}
              className="-my-1 inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 text-sm hover:bg-sky-100 hover:underline"
            >
              Abrir
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
