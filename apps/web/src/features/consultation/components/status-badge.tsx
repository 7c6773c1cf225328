import type { ConsultationStatus } from '@vetvoz/domain';
import { cn } from '../../../lib/cn.ts';

/** What this device knows and the server cannot: the recording is paused here, or its tab went away. */
export type LocalCaptureState = 'paused' | 'interrupted';

/** How far the documents got, past the transcript: drafted, then sent during this visit. */
export type DocumentsStage = 'documents' | 'sent';

type BadgeState = ConsultationStatus | LocalCaptureState | DocumentsStage;

const LABELS: Record<BadgeState, string> = {
  recording: 'Gravando',
  paused: 'Pausada',
  interrupted: 'Interrompida',
  transcribing: 'Transcrevendo',
  ready: 'Transcrição pronta',
  failed: 'Transcrição incompleta',
  documents: 'Documentos prontos',
  sent: 'Enviado',
};

const TONES: Record<BadgeState, string> = {
  recording: 'bg-red-50 text-red-700 ring-red-200',
  paused: 'bg-amber-50 text-amber-800 ring-amber-200',
  interrupted: 'bg-amber-50 text-amber-900 ring-amber-300',
  transcribing: 'bg-amber-50 text-amber-800 ring-amber-200',
  ready: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-orange-50 text-orange-800 ring-orange-200',
  documents: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  sent: 'bg-brand-50 text-brand-800 ring-brand-200',
};

/**
 * The consultation's state. The server says "recording" until the recording ends; while this device
 * knows better (paused here, or interrupted) it says that instead, never "Gravando" for a silent mic.
 */
export function StatusBadge({
  status,
  capture,
  stage,
}: {
  status: ConsultationStatus;
  capture?: LocalCaptureState;
  /** Transcrição pronta → Documentos prontos → Enviado. */
  stage?: DocumentsStage;
}) {
  const state: BadgeState =
    status === 'recording' && capture ? capture : status === 'ready' && stage ? stage : status;
  return (
    <span
      data-testid="estado-consulta"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 font-medium text-xs ring-1',
        TONES[state],
      )}
    >
      {LABELS[state]}
    </span>
  );
}
