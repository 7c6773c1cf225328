import { type ConsultationStatus, HISTORY_TIME_ZONE } from '@vetvoz/domain';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: HISTORY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "10/03/2025, 14:05" in São Paulo time, wherever the browser is. */
export function formatConsultationDate(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** 45 → "45 s"; 720 → "12 min"; 3725 → "1 h 02 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export function documentCountLabel(count: number): string {
  return count === 1 ? '1 documento' : `${count} documentos`;
}

export const STATUS_LABELS: Record<ConsultationStatus, string> = {
  recording: 'Em gravação',
  transcribing: 'Transcrevendo',
  ready: 'Pronta',
  failed: 'Transcrição incompleta',
};
