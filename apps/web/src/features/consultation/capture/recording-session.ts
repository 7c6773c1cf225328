import type { Patient } from '@vetvoz/domain';
import {
  completeUnfinishedSegments,
  deleteSegment,
  getRecording,
  putRecording,
  putSegment,
  updateRecording,
} from './capture-store.ts';
import { openMicrophone } from './microphone.ts';
import { holdRecordingLock } from './recording-lock.ts';
import { pickMimeType, type SegmentData, SegmentRecorder } from './segment-recorder.ts';
import { type SessionSnapshot, sessionStore } from './session-store.ts';
import { uploadQueue } from './upload-queue.ts';
import { createWakeLock } from './wake-lock.ts';

/**
 * The recording in progress in this tab. It lives outside React so that re-rendering, leaving and
 * coming back to the page (or "Nova Consulta" remounting it) never stops the microphone; the page
 * reads it through `subscribe`/`getSnapshot`.
 */

export const STORAGE_ERROR_MESSAGE =
  'Não foi possível guardar o áudio neste aparelho (o armazenamento pode estar cheio). Libere espaço e continue.';
export const NOTHING_RECORDED_MESSAGE = 'Nenhum áudio foi gravado. Verifique o microfone e tente de novo.';

export type { SessionSnapshot, SessionStatus } from './session-store.ts';

/**
 * Length of every segment after the first (which is shorter, see segment-recorder.ts);
 * `localStorage['vetvoz.segmentSeconds']` shortens it for very weak links.
 */
const DEFAULT_SEGMENT_SECONDS = 20;
const TICK_MS = 250;
const HEARTBEAT_MS = 5000;

function segmentMs(): number {
  let seconds = DEFAULT_SEGMENT_SECONDS;
  try {
    const stored = Number(window.localStorage.getItem('vetvoz.segmentSeconds'));
    if (Number.isFinite(stored) && stored > 0) seconds = Math.min(60, Math.max(3, stored));
  } catch {
    // No storage: the default.
  }
  return seconds * 1000;
}

interface Active {
  recordingId: string;
  stream: MediaStream;
  recorder: SegmentRecorder;
  audio: { context: AudioContext; analyser: AnalyserNode; samples: Float32Array<ArrayBuffer> } | undefined;
  ticker: ReturnType<typeof setInterval>;
  lastTick: number;
  lastHeartbeat: number;
  lastSavedIndex: number;
  writes: Promise<void>;
  releaseLock: () => void;
}

let active: Active | undefined;
const wakeLock = createWakeLock();
let snapshot: SessionSnapshot = sessionStore.getSnapshot();

function set(patch: Partial<SessionSnapshot>) {
  sessionStore.set(patch);
  snapshot = sessionStore.getSnapshot();
}

export const recordingSession = {
  subscribe: sessionStore.subscribe,
  getSnapshot: sessionStore.getSnapshot,

  /**
   * Opens the microphone and starts recording. A new recording is written to IndexedDB before any
   * network call; `continueRecording` picks an interrupted one up at its next segment.
   * Throws MicrophoneError with a pt-BR message when the microphone can't be opened.
   */
  async start(options: {
    recordingId: string;
    userId: string;
    patient: Patient;
    otherPatients?: Patient[];
    businessUnitId?: string;
    tutorName?: string;
    deviceId: string;
    /** The server already has the consultation (created before recording). */
    created?: boolean;
    continueRecording?: boolean;
  }) {
    if (snapshot.status !== 'idle') return;
    set({ status: 'starting', recordingId: options.recordingId, storageError: null });
    let stream: MediaStream;
    try {
      stream = await openMicrophone(options.deviceId);
    } catch (error) {
      set({ status: 'idle', recordingId: null });
      throw error;
    }
    const mimeType = pickMimeType() ?? '';
    const now = Date.now();
    const existing = options.continueRecording ? await getRecording(options.recordingId) : undefined;
    if (existing) {
      await completeUnfinishedSegments(existing.id);
      await updateRecording(existing.id, (r) => ({ ...r, state: 'recording', heartbeatAt: now }));
    } else {
      await putRecording({
        id: options.recordingId,
        userId: options.userId,
        patient: options.patient,
        otherPatients: options.otherPatients,
        businessUnitId: options.businessUnitId,
        tutorName: options.tutorName,
        created: options.created ?? false,
        state: 'recording',
        finished: false,
        heartbeatAt: now,
        startedAt: now,
        durationSeconds: 0,
      });
    }
    uploadQueue.markActive(options.recordingId);
    const releaseLock = holdRecordingLock(options.recordingId);

    const state: Active = {
      recordingId: options.recordingId,
      stream,
      recorder: new SegmentRecorder({
        stream,
        mimeType,
        segmentMs: segmentMs(),
        onData: (data) => save(data),
      }),
      audio: createLevelAnalyser(stream),
      ticker: setInterval(tick, TICK_MS),
      lastTick: now,
      lastHeartbeat: now,
      lastSavedIndex: existing?.lastSavedIndex ?? -1,
      releaseLock,
      writes: Promise.resolve(),
    };
    active = state;
    state.recorder.start((existing?.lastSavedIndex ?? -1) + 1);
    window.addEventListener('beforeunload', warnBeforeLeaving);
    void wakeLock.acquire();
    set({ status: 'recording', elapsedMs: (existing?.durationSeconds ?? 0) * 1000 });
    void uploadQueue.refresh();

    function save(data: SegmentData) {
      state.writes = state.writes
        .then(async () => {
          const audio = await data.blob.arrayBuffer();
          if (data.complete && audio.byteLength === 0) {
            await deleteSegment(state.recordingId, data.index);
            return;
          }
          await putSegment({
            recordingId: state.recordingId,
            index: data.index,
            audio,
            mimeType: state.recorder.mimeType,
            complete: data.complete,
          });
          if (audio.byteLength > 0 && data.index > state.lastSavedIndex) {
            state.lastSavedIndex = data.index;
            await updateRecording(state.recordingId, (r) => ({ ...r, lastSavedIndex: data.index }));
          }
          if (data.complete) uploadQueue.wake();
        })
        .catch(() => set({ storageError: STORAGE_ERROR_MESSAGE }));
    }
  },

  pause() {
    if (!active || snapshot.status !== 'recording') return;
    tick();
    active.recorder.pause();
    set({ status: 'paused' });
  },

  resume() {
    if (!active || snapshot.status !== 'paused') return;
    active.lastTick = Date.now();
    active.recorder.resume();
    void wakeLock.acquire();
    set({ status: 'recording' });
  },

  /** Ends the recording; the queue then tells the server and uploads what is left. */
  async stop(): Promise<{ lastSegmentIndex: number } | { nothingRecorded: true }> {
    const state = active;
    if (!state || (snapshot.status !== 'recording' && snapshot.status !== 'paused')) {
      return { nothingRecorded: true };
    }
    if (snapshot.status === 'recording') tick();
    set({ status: 'stopping' });
    const last = await state.recorder.stop();
    await state.writes;
    // An empty last segment (stopped right after a rotation) does not exist: end before it.
    const lastSegmentIndex = last === undefined ? -1 : Math.min(last, state.lastSavedIndex);
    const durationSeconds = Math.round(snapshot.elapsedMs / 1000);
    if (lastSegmentIndex >= 0) {
      await updateRecording(state.recordingId, (r) => ({
        ...r,
        state: 'stopped',
        lastSegmentIndex,
        durationSeconds,
      }));
    }
    release(state);
    set({ status: 'idle', recordingId: null, elapsedMs: 0 });
    uploadQueue.markInactive(state.recordingId);
    return lastSegmentIndex >= 0 ? { lastSegmentIndex } : { nothingRecorded: true };
  },

  /** The microphone's level now, 0 (silence) to 1 (loud), on a decibel scale like a mixer's meter. */
  readLevel(): number {
    const audio = active?.audio;
    if (!audio || snapshot.status !== 'recording') return 0;
    audio.analyser.getFloatTimeDomainData(audio.samples);
    let sum = 0;
    for (const sample of audio.samples) sum += sample * sample;
    const rms = Math.sqrt(sum / audio.samples.length);
    const decibels = 20 * Math.log10(rms || 1e-8);
    return Math.min(1, Math.max(0, (decibels + 60) / 60));
  },

  /** The label of the microphone in use, once the browser reveals it. */
  deviceLabel(): string {
    return active?.stream.getAudioTracks()[0]?.label ?? '';
  },
};

function tick() {
  const state = active;
  if (!state) return;
  const now = Date.now();
  const elapsed = now - state.lastTick;
  state.lastTick = now;
  if (snapshot.status === 'recording') {
    state.recorder.advance(elapsed);
    set({ elapsedMs: snapshot.elapsedMs + elapsed });
  }
  if (now - state.lastHeartbeat >= HEARTBEAT_MS) {
    state.lastHeartbeat = now;
    const durationSeconds = Math.round(snapshot.elapsedMs / 1000);
    void updateRecording(state.recordingId, (r) => ({ ...r, heartbeatAt: now, durationSeconds })).catch(() =>
      set({ storageError: STORAGE_ERROR_MESSAGE }),
    );
  }
}

function release(state: Active) {
  clearInterval(state.ticker);
  state.releaseLock();
  for (const track of state.stream.getTracks()) track.stop();
  void state.audio?.context.close().catch(() => undefined);
  window.removeEventListener('beforeunload', warnBeforeLeaving);
  void wakeLock.release();
  active = undefined;
}

/** The audio is safe in IndexedDB, but leaving stops the microphone: ask first. */
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

function createLevelAnalyser(stream: MediaStream): Active['audio'] {
  if (typeof AudioContext === 'undefined') return undefined;
  try {
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    return { context, analyser, samples: new Float32Array(analyser.fftSize) };
  } catch {
    return undefined;
  }
}
