import { type LocalRecording, type LocalSegment, listRecordings, listSegments } from './capture-store.ts';
import { ConfirmSchedule, isAcknowledged } from './confirm-segments.ts';
import { isRecordingLockHeld } from './recording-lock.ts';
import { sendRecording } from './send-recording.ts';
import { RetryLater, retryDelayMs } from './upload-outcome.ts';

/** A recording whose tab stopped writing this long ago was interrupted (reload, closed tab, crash). */
export const HEARTBEAT_STALE_MS = 20_000;
/** Even with nothing to do, look again now and then (another tab's recording may have gone stale). */
const IDLE_CHECK_MS = 15_000;
/** However a schedule came out, a pass never follows the previous one sooner than this. */
const MIN_PASS_GAP_MS = 500;

export interface RecordingProgress {
  id: string;
  patientName: string;
  state: LocalRecording['state'];
  created: boolean;
  finished: boolean;
  /** Complete segments waiting on this device to be sent (or sent again). */
  pendingSegments: number;
  /**
   * Segments that reached the server: transcribed (their audio is gone from here) or acknowledged and
   * being transcribed (their audio stays here until the server confirms).
   */
  sentSegments: number;
  /** Of the segments sent, those acknowledged by the server and not yet confirmed transcribed. */
  transcribingSegments: number;
  uploadingIndex: number | null;
  /** The last failure's pt-BR message while retries go on. */
  lastError: string | null;
  nextRetryAt: number | null;
  /** Needs the vet: retrying cannot fix it. */
  blockedMessage: string | null;
  /** Segments whose audio the server refused; they stay until the vet discards the recording. */
  rejectedSegments: number;
  /** Recording stopped without the vet pressing stop (the tab went away). */
  interrupted: boolean;
}

export interface QueueSnapshot {
  online: boolean;
  signedOut: boolean;
  recordings: RecordingProgress[];
}

interface Wait {
  attempt: number;
  nextAt: number;
  message: string;
}

/**
 * Sends what the recorder left in IndexedDB: creates the consultation, uploads complete segments in
 * order, tells the server when the recording ended, and deletes each segment only once the server has
 * confirmed it transcribed. A segment the server only acknowledged (202) keeps its audio and does not
 * hold up the next ones; one read of the consultation now and then confirms them all. Every call is
 * idempotent on the server, so a retry after a lost answer never duplicates anything. One upload at a
 * time: on a weak link, parallel uploads only slow each other.
 */
export class UploadQueue {
  private userId: string | undefined;
  private running = false;
  /** Each start begins a new loop; an older one still finishing a pass sees it is stale and ends. */
  private generation = 0;
  private wakeUp: (() => void) | undefined;
  private wakeRequested = false;
  private readonly waits = new Map<string, Wait>();
  private readonly schedule: ConfirmSchedule;
  private readonly active = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private uploading: { id: string; index: number } | undefined;
  private signedOut = false;
  private snapshot: QueueSnapshot = { online: true, signedOut: false, recordings: [] };

  constructor(private readonly now: () => number = Date.now) {
    this.schedule = new ConfirmSchedule(now);
  }

  start(userId: string) {
    if (this.userId !== userId) {
      this.waits.clear();
      this.schedule.clear();
    }
    this.userId = userId;
    this.signedOut = false;
    if (typeof window !== 'undefined' && !this.running) {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
    }
    if (!this.running) {
      this.running = true;
      this.generation++;
      void this.loop(this.generation);
    } else {
      this.wake();
    }
  }

  stop() {
    this.running = false;
    this.userId = undefined;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.wake();
  }

  /** Something changed (a segment completed, the connection returned): look again now. */
  wake() {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  /** A recording this tab is writing: never treated as interrupted. */
  markActive(id: string) {
    this.active.add(id);
  }

  markInactive(id: string) {
    this.active.delete(id);
    this.wake();
  }

  /** Forget past failures of one recording and try it at once ("Tentar agora"). */
  retryNow(id?: string) {
    if (id) this.waits.delete(id);
    else this.waits.clear();
    this.wake();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  /** Reads IndexedDB again and tells the listeners (after the recorder or the page changed it). */
  async refresh() {
    await this.publish();
  }

  private onOnline = () => this.retryNow();
  private onOffline = () => {
    void this.publish();
  };

  private async loop(generation: number) {
    while (this.running && generation === this.generation) {
      this.wakeRequested = false;
      let nextAt = this.now() + IDLE_CHECK_MS;
      try {
        nextAt = Math.min(nextAt, await this.pass());
      } catch {
        // IndexedDB trouble (private mode, storage full): try again later rather than spin.
      }
      await this.publish();
      if (!this.running || generation !== this.generation) break;
      if (this.wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, nextAt - this.now()));
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  /** One round over the user's recordings; returns when the next retry is due. */
  private async pass(): Promise<number> {
    const userId = this.userId;
    if (!userId || this.signedOut) return Number.POSITIVE_INFINITY;
    let nextAt = Number.POSITIVE_INFINITY;
    const recordings = await listRecordings(userId);
    this.schedule.retain(recordings.map((r) => r.id));
    for (const recording of recordings) {
      if (!this.running || this.userId !== userId || this.signedOut) break;
      const wait = this.waits.get(recording.id);
      if (wait && wait.nextAt > this.now()) {
        nextAt = Math.min(nextAt, wait.nextAt);
        continue;
      }
      try {
        await sendRecording(recording, {
          isInterrupted: (r) => this.isInterrupted(r),
          uploading: async (index) => {
            this.uploading = { id: recording.id, index };
            await this.publish();
          },
          failed: (failure) => {
            if (failure.action === 'signed-out') this.signedOut = true;
          },
          now: this.now,
          schedule: this.schedule,
        });
        this.waits.delete(recording.id);
        // Acknowledged segments wait for their next confirmation.
        const dueAt = this.schedule.dueAt(recording.id);
        if (dueAt !== undefined) nextAt = Math.min(nextAt, Math.max(dueAt, this.now() + MIN_PASS_GAP_MS));
      } catch (error) {
        if (!(error instanceof RetryLater)) throw error;
        const attempt = (wait?.attempt ?? 0) + 1;
        const retryAt = this.now() + retryDelayMs(error.failure, attempt);
        this.waits.set(recording.id, { attempt, nextAt: retryAt, message: error.failure.message });
        nextAt = Math.min(nextAt, retryAt);
      } finally {
        this.uploading = undefined;
      }
    }
    return nextAt;
  }

  private async isInterrupted(recording: LocalRecording): Promise<boolean> {
    if (recording.state !== 'recording' || this.active.has(recording.id)) return false;
    const held = await isRecordingLockHeld(recording.id);
    if (held !== undefined) return !held;
    return this.now() - recording.heartbeatAt > HEARTBEAT_STALE_MS;
  }

  private async publish() {
    const userId = this.userId;
    const recordings: RecordingProgress[] = [];
    if (userId) {
      try {
        for (const recording of await listRecordings(userId)) {
          const segments = await listSegments(recording.id);
          const wait = this.waits.get(recording.id);
          const transcribing = segments.filter(isAcknowledged).length;
          recordings.push({
            id: recording.id,
            patientName: recording.patient.name,
            state: recording.state,
            created: recording.created,
            finished: recording.finished,
            pendingSegments: segments.filter((s) => s.complete && !s.rejectedMessage).length - transcribing,
            sentSegments: sentSegments(recording, segments),
            transcribingSegments: transcribing,
            uploadingIndex: this.uploading?.id === recording.id ? this.uploading.index : null,
            lastError: wait?.message ?? null,
            nextRetryAt: wait?.nextAt ?? null,
            blockedMessage: recording.blockedMessage ?? null,
            rejectedSegments: segments.filter((s) => s.rejectedMessage).length,
            interrupted: await this.isInterrupted(recording),
          });
        }
      } catch {
        // Keep the last snapshot when IndexedDB can't be read.
        return;
      }
    }
    this.snapshot = {
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      signedOut: this.signedOut,
      recordings,
    };
    for (const listener of this.listeners) listener();
  }
}

/**
 * A segment is deleted here only once the server transcribed it, so every index up to the last one
 * that held audio and is no longer stored was sent; an acknowledged one still stored was sent too.
 */
function sentSegments(recording: LocalRecording, segments: LocalSegment[]): number {
  const stored = new Set(segments.filter((s) => !isAcknowledged(s)).map((s) => s.index));
  let sent = 0;
  for (let index = 0; index <= (recording.lastSavedIndex ?? -1); index++) if (!stored.has(index)) sent++;
  return sent;
}

/** One queue per tab, started by the app shell when someone is signed in. */
export const uploadQueue = new UploadQueue();
