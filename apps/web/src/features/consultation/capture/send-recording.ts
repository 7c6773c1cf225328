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
import { classifyFailure, type Failure } from './upload-outcome.ts';

/** Transcription happens while the upload waits; a long provider retry still fits. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** A failure that time may fix (network, server busy, signed out): the queue tries this recording again later. */
export class RetryLater extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** What sending one recording tells the queue, and asks of it. */
export interface SendHooks {
  isInterrupted: (recording: LocalRecording) => Promise<boolean>;
  /** A segment's upload begins (shown as progress). */
  uploading: (index: number) => Promise<void>;
  /** A failure worth retrying, before RetryLater is thrown. */
  failed: (failure: Failure) => void;
}

/**
 * One pass over one recording: creates the consultation, tells the server when the recording ended,
 * uploads its complete segments in order and deletes each once the server confirmed it, and forgets the
 * recording when nothing of it is left to send. Throws RetryLater when time may fix what failed.
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

  for (const segment of await listSegments(recording.id)) {
    if (!segment.complete || segment.rejectedMessage) continue;
    await hooks.uploading(segment.index);
    try {
      await uploadSegment({
        consultationId: recording.id,
        index: segment.index,
        audio: segment.audio,
        mimeType: segment.mimeType,
        tutorName: recording.tutorName,
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      });
      await deleteSegment(recording.id, segment.index);
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

  // Everything transcribed and the recording ended: nothing of it (audio, tutor name) stays here.
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
