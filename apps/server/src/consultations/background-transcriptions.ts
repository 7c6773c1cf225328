import type { Db } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';
import { releaseSegmentLeases } from './claim-segment.ts';

/** Segments this process transcribes at once after acknowledging them; beyond it uploads get 503. */
const MAX_IN_FLIGHT = 400;
/** Audio held in memory for them (the browser keeps its copy until the transcript is confirmed). */
const MAX_IN_FLIGHT_BYTES = 96 * 1024 * 1024;

export interface BackgroundTranscriptions {
  /** Whether `bytes` more of audio may be taken now (false while stopping or too full). */
  hasRoom(bytes: number): boolean;
  /** Runs `work` for a claimed segment after the request answered; its audio is released when it ends. */
  start(segmentId: number, bytes: number, work: () => Promise<unknown>): void;
  /**
   * Stops admitting, waits up to `graceMs` for the running ones, then frees the leases of those left so
   * their re-uploads are claimed at once by any node. Returns how many were left unfinished.
   */
  drain(graceMs: number): Promise<number>;
  readonly size: number;
  /** True once drain began: claims held here are no longer renewed. */
  readonly stopping: boolean;
}

/**
 * The segments acknowledged before transcription (decision 031). The audio lives only in these closures'
 * memory; admission is bounded by count and bytes so a burst answers 503 (the browser retries, it still
 * holds the audio) instead of exhausting memory.
 */
export function createBackgroundTranscriptions({
  db,
  log,
  maxInFlight = MAX_IN_FLIGHT,
  maxBytes = MAX_IN_FLIGHT_BYTES,
}: {
  db: Db;
  log: Logger;
  maxInFlight?: number;
  maxBytes?: number;
}): BackgroundTranscriptions {
  const running = new Map<number, Promise<void>>();
  let bytesHeld = 0;
  let stopping = false;

  return {
    get size() {
      return running.size;
    },
    get stopping() {
      return stopping;
    },
    hasRoom(bytes) {
      return !stopping && running.size < maxInFlight && bytesHeld + bytes <= maxBytes;
    },
    start(segmentId, bytes, work) {
      bytesHeld += bytes;
      const task = Promise.resolve()
        .then(work)
        .then(
          () => undefined,
          // The lease lapses and the browser sends the segment again; nothing of the audio is logged.
          (error: unknown) => log.error({ segmentId, err: error }, 'background transcription failed'),
        )
        .finally(() => {
          bytesHeld -= bytes;
          running.delete(segmentId);
        });
      running.set(segmentId, task);
    },
    async drain(graceMs) {
      stopping = true;
      if (running.size === 0) return 0;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(running.values()),
        // No limit: wait for them all (tests, and callers that stop without a deadline).
        Number.isFinite(graceMs)
          ? new Promise((resolve) => {
              timer = setTimeout(resolve, graceMs);
            })
          : new Promise(() => undefined),
      ]);
      clearTimeout(timer);
      const left = [...running.keys()];
      await releaseSegmentLeases(db, left).catch((error: unknown) =>
        log.warn({ err: error }, 'releasing segment leases failed'),
      );
      return left.length;
    },
  };
}
