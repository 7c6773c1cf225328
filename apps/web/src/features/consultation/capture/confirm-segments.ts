import type { TranscriptSegmentView } from '@vetvoz/domain';
import { fetchConsultation } from '../api/consultations.ts';
import {
  deleteRecording,
  deleteSegment,
  type LocalRecording,
  type LocalSegment,
  listSegments,
  updateSegment,
} from './capture-store.ts';
import { classifyFailure, type Failure, RetryLater } from './upload-outcome.ts';

/** The first look after an acknowledgement: a transcription takes well under a second when all is well. */
export const FIRST_CHECK_MS = 3000;
/** Gaps grow (3, 6, 12, 24 s) up to this while a slow server keeps segments pending. */
export const MAX_CHECK_GAP_MS = 30_000;
/**
 * Longer than the server's lease on a segment it transcribes (~15 s, renewed while it works): a segment
 * still pending after this may belong to a node that died, so it is uploaded again. A live lease makes the
 * server answer 202 without doing the work twice.
 */
export const STUCK_AFTER_MS = 20_000;
/** A read of one consultation is small: a stalled one is given up and tried again later. */
const CHECK_TIMEOUT_MS = 30_000;

export const isAcknowledged = (segment: LocalSegment) =>
  segment.acknowledgedAt !== undefined && segment.complete && !segment.rejectedMessage;

/**
 * When each recording's acknowledged segments are next looked at: one read of the consultation covers all
 * of its segments. Kept in memory: after a reload the first pass looks at once.
 */
export class ConfirmSchedule {
  private readonly entries = new Map<string, { dueAt: number; gapMs: number }>();

  constructor(private readonly now: () => number) {}

  /** A segment of `id` was just acknowledged: look again soon, and start the gaps over. */
  acknowledged(id: string) {
    const dueAt = this.now() + FIRST_CHECK_MS;
    const current = this.entries.get(id);
    this.entries.set(id, { dueAt: Math.min(current?.dueAt ?? dueAt, dueAt), gapMs: FIRST_CHECK_MS });
  }

  isDue(id: string): boolean {
    const entry = this.entries.get(id);
    return !entry || entry.dueAt <= this.now();
  }

  /** The consultation was read: look again after a longer gap if some segments are still being transcribed. */
  checked(id: string, stillAcknowledged: boolean) {
    if (!stillAcknowledged) {
      this.entries.delete(id);
      return;
    }
    const previous = this.entries.get(id)?.gapMs;
    const gapMs = previous === undefined ? FIRST_CHECK_MS : Math.min(MAX_CHECK_GAP_MS, previous * 2);
    this.entries.set(id, { dueAt: this.now() + gapMs, gapMs });
  }

  /** When the next look at `id` is due; undefined when nothing of it waits for confirmation. */
  dueAt(id: string): number | undefined {
    return this.entries.get(id)?.dueAt;
  }

  forget(id: string) {
    this.entries.delete(id);
  }

  /** Drops what it knows of recordings no longer on this device. */
  retain(ids: string[]) {
    const kept = new Set(ids);
    for (const id of this.entries.keys()) if (!kept.has(id)) this.entries.delete(id);
  }

  clear() {
    this.entries.clear();
  }
}

export type Verdict = 'done' | 'upload-again' | 'wait';

/** What the server's list says about one acknowledged segment. */
export function verdictOf(
  segment: LocalSegment,
  onServer: TranscriptSegmentView | undefined,
  now: number,
): Verdict {
  // Missing: the server lost its claim (a node stopped before it wrote anything).
  if (!onServer || onServer.status === 'failed') return 'upload-again';
  if (onServer.status === 'done') return 'done';
  return now - (segment.acknowledgedAt ?? 0) > STUCK_AFTER_MS ? 'upload-again' : 'wait';
}

export interface ConfirmHooks {
  now: () => number;
  schedule: ConfirmSchedule;
  /** A failure worth retrying, before RetryLater is thrown. */
  failed: (failure: Failure) => void;
}

/**
 * When due, reads the consultation once and settles its acknowledged segments: a done one's audio is
 * deleted; a failed, missing or stuck one loses its acknowledgement, so the upload loop sends it again.
 * Returns false when the consultation is gone (its local copy was dropped). Throws RetryLater when the read
 * failed in a way time may fix: nothing is deleted then.
 */
export async function confirmAcknowledged(recording: LocalRecording, hooks: ConfirmHooks): Promise<boolean> {
  const acknowledged = (await listSegments(recording.id)).filter(isAcknowledged);
  if (acknowledged.length === 0) {
    hooks.schedule.forget(recording.id);
    return true;
  }
  if (!hooks.schedule.isDue(recording.id)) return true;
  let segments: TranscriptSegmentView[] | undefined;
  try {
    segments = (await fetchConsultation(recording.id, AbortSignal.timeout(CHECK_TIMEOUT_MS))).segments;
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.action === 'gone') {
      await deleteRecording(recording.id);
      hooks.schedule.forget(recording.id);
      return false;
    }
    // An answer this app cannot read confirms nothing: look again after the next gap.
    if (failure.action !== 'accepted') {
      hooks.failed(failure);
      throw new RetryLater(failure);
    }
  }
  let waiting = false;
  const byIndex = new Map(segments?.map((s) => [s.index, s]));
  for (const segment of acknowledged) {
    const verdict = segments ? verdictOf(segment, byIndex.get(segment.index), hooks.now()) : 'wait';
    if (verdict === 'done') await deleteSegment(recording.id, segment.index);
    else if (verdict === 'upload-again') {
      await updateSegment(recording.id, segment.index, ({ acknowledgedAt: _, ...s }) => s);
    } else waiting = true;
  }
  hooks.schedule.checked(recording.id, waiting);
  return true;
}
