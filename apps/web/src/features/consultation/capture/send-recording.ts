import { createConsultation, finishConsultation, uploadSegment } from '../api/consultations.ts';
import {
  completeUnfinishedSegments,
  deleteRecording,
  deleteSegment,
  type LocalRecording,
  listSegments,
  updateRecording,
  updateSegment,
} from './capture-store.ts';
import { type ConfirmHooks, confirmAcknowledged, isAcknowledged } from './confirm-segments.ts';
import { classifyFailure, RetryLater } from './upload-outcome.ts';

/**
 * A server that honours `Prefer: respond-async` answers within moments; one that ignores it transcribes
 * while the upload waits, and a long provider retry must still fit.
 */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** What sending one recording tells the queue, and asks of it. */
export interface SendHooks extends ConfirmHooks {
  isInterrupted: (recording: LocalRecording) => Promise<boolean>;
  /** A segment's upload begins (shown as progress). */
  uploading: (index: number) => Promise<void>;
}

/**
 * One pass over one recording: creates the consultation, tells the server when the recording ended,
 * confirms the segments the server acknowledged (when due), uploads its other complete segments in order
 * and deletes each once the server confirmed its transcription, and forgets the recording when nothing of
 * it is left. Throws RetryLater when time may fix what failed.
 */
export async function sendRecording(initial: LocalRecording, hooks: SendHooks): Promise<void> {
  let recording = initial;
  if (recording.blockedMessage) return;
  if (await hooks.isInterrupted(recording)) await completeUnfinishedSegments(recording.id);

  if (!recording.created) {
    const ok = await attempt(recording, hooks, () =>
      createConsultation({
        id: recording.id,
        patient: recording.patient,
        otherPatients: recording.otherPatients,
        businessUnitId: recording.businessUnitId,
      }),
    );
    if (!ok) return;
    recording = (await updateRecording(recording.id, (r) => ({ ...r, created: true }))) ?? recording;
  }

  if (recording.state === 'stopped' && !recording.finished && recording.lastSegmentIndex !== undefined) {
    const lastSegmentIndex = recording.lastSegmentIndex;
    const ok = await attempt(
      recording,
      hooks,
      () =>
        finishConsultation(recording.id, { lastSegmentIndex, durationSeconds: recording.durationSeconds }),
      true,
    );
    if (!ok) return;
    recording = (await updateRecording(recording.id, (r) => ({ ...r, finished: true }))) ?? recording;
  }

  // First the segments the server acknowledged earlier: done ones are deleted, lost ones go again below.
  if (!(await confirmAcknowledged(recording, hooks))) return;

  // Acknowledged segments are skipped: the next ones go at once, without waiting for their transcription.
  for (const segment of await listSegments(recording.id)) {
    if (!segment.complete || segment.rejectedMessage || isAcknowledged(segment)) continue;
    await hooks.uploading(segment.index);
    try {
      const { acknowledged } = await uploadSegment({
        consultationId: recording.id,
        index: segment.index,
        audio: segment.audio,
        mimeType: segment.mimeType,
        tutorName: recording.tutorName,
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      });
      if (acknowledged) {
        const acknowledgedAt = hooks.now();
        await updateSegment(recording.id, segment.index, (s) => ({ ...s, acknowledgedAt }));
        hooks.schedule.acknowledged(recording.id);
      } else await deleteSegment(recording.id, segment.index);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.action === 'gone') return deleteRecording(recording.id);
      if (failure.action === 'superfluous' || failure.action === 'accepted') {
        await deleteSegment(recording.id, segment.index);
        continue;
      }
      if (failure.action === 'rejected') {
        await updateSegment(recording.id, segment.index, (s) => ({
          ...s,
          rejectedMessage: failure.message,
        }));
        continue;
      }
      hooks.failed(failure);
      throw new RetryLater(failure);
    }
  }

  // Everything transcribed (none merely acknowledged) and the recording ended: nothing of it (audio, tutor
  // name) stays here.
  if (recording.finished && (await listSegments(recording.id)).length === 0) {
    await deleteRecording(recording.id);
  }
}

/** Runs one call; false when the recording cannot go on now. `conflictMeansDone`: a repeated finish. */
async function attempt(
  recording: LocalRecording,
  hooks: SendHooks,
  call: () => Promise<unknown>,
  conflictMeansDone = false,
) {
  try {
    await call();
    return true;
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.action === 'accepted' || (failure.action === 'superfluous' && conflictMeansDone)) return true;
    if (failure.action === 'gone') {
      await deleteRecording(recording.id);
      return false;
    }
    if (failure.action === 'rejected' || failure.action === 'superfluous') {
      await updateRecording(recording.id, (r) => ({ ...r, blockedMessage: failure.message }));
      return false;
    }
    hooks.failed(failure);
    throw new RetryLater(failure);
  }
}
