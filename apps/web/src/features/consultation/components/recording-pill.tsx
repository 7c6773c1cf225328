import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { isCapturing, sessionStore } from '../capture/session-store.ts';
import { formatElapsed } from './format-duration.ts';

/** Only what the pill shows, so the header re-renders once a second, not at every recorder tick. */
function readPill(): string {
  const session = sessionStore.getSnapshot();
  if (!isCapturing(session) || !session.recordingId) return '';
  return [session.status, session.recordingId, formatElapsed(session.elapsedMs)].join('|');
}

/** Whether this tab records (or has a paused recording): the header makes room for the pill. */
export function useCapturing(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, () => readPill() !== '');
}

/**
 * "● Gravando 00:11" in the header on every page while this tab records (or "Pausada" while paused):
 * the microphone keeps going when the vet browses elsewhere, and this leads back to the consultation.
 */
export function RecordingPill({ className }: { className?: string }) {
  const pill = useSyncExternalStore(sessionStore.subscribe, readPill);
  const location = useLocation();
  if (!pill) return null;
  const [status, recordingId, time] = pill.split('|');
  // On the recording's own page its panel says "Gravando": the header does not say it again.
  const here =
    location.pathname === '/consultation' && new URLSearchParams(location.search).get('id') === recordingId;
  if (here) return null;
  const paused = status === 'paused';
  return (
    <Link
      to={`/consultation?id=${recordingId}`}
      data-testid="pilula-gravacao"
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-3 font-semibold text-sm ring-1 transition-colors',
        paused
          ? 'bg-amber-50 text-amber-900 ring-amber-300 hover:bg-amber-100'
          : 'bg-red-50 text-red-800 ring-red-200 hover:bg-red-100',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 shrink-0 rounded-full',
          paused ? 'bg-amber-500' : 'animate-pulse bg-red-600 motion-reduce:animate-none',
        )}
      />
      {/* The word gives way to the time on the narrowest phones; screen readers always hear it. */}
      <span className="sr-only min-[360px]:not-sr-only">{paused ? 'Pausada' : 'Gravando'}</span>
      <span className="tabular-nums">{time}</span>
      <span className="sr-only">, voltar à consulta</span>
    </Link>
  );
}
