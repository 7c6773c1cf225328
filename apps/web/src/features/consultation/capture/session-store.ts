/**
 * The state of this tab's recording, apart from the recorder itself: the header's recording pill reads
 * it on every page, so it must not pull the recorder, IndexedDB and upload code into the first bundle.
 * recording-session.ts is its only writer.
 */

export type SessionStatus = 'idle' | 'starting' | 'recording' | 'paused' | 'stopping';

export interface SessionSnapshot {
  status: SessionStatus;
  recordingId: string | null;
  /** Recorded time, pauses excluded, including what was recorded before an interruption. */
  elapsedMs: number;
  /** Saving audio on this device failed (storage full, private mode). */
  storageError: string | null;
}

const IDLE: SessionSnapshot = { status: 'idle', recordingId: null, elapsedMs: 0, storageError: null };

let snapshot: SessionSnapshot = IDLE;
const listeners = new Set<() => void>();

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): SessionSnapshot => snapshot,
  set(patch: Partial<SessionSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  },
};

/** Recording or paused: the microphone is open and the vet should be able to get back to it. */
export function isCapturing(session: SessionSnapshot): boolean {
  return session.status === 'recording' || session.status === 'paused';
}
