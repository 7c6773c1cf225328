import type { Patient } from '@vetvoz/domain';
import { ApiError } from '../../../lib/api.ts';
import { deleteConsultation } from '../../../lib/delete-consultation.ts';
import { createConsultation, saveTranscript } from '../api/consultations.ts';
import { audioTypeOf } from './audio-file.ts';
import { deleteRecording, putRecording, putSegment } from './capture-store.ts';
import { uploadQueue } from './upload-queue.ts';

/** How long to wait for the server before recording anyway (it will be created from the queue). */
const CREATE_WAIT_MS = 5000;

/**
 * Creates the consultation before recording when the server answers quickly, so "no consultations
 * left" is said before the vet records a whole visit. With no or a weak connection recording starts
 * anyway: the queue creates it later with the same id. Throws ApiError only for refusals (quota, data).
 */
export async function createIfReachable(
  id: string,
  patient: Patient,
  businessUnitId?: string,
  otherPatients?: Patient[],
): Promise<boolean> {
  try {
    const signal = AbortSignal.timeout(CREATE_WAIT_MS);
    await createConsultation({ id, patient, otherPatients, businessUnitId, signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408)
      throw error;
    return false;
  }
}

/** A recording made elsewhere goes through the same queue as one segment, already complete. */
export async function startFromFile(options: {
  userId: string;
  patient: Patient;
  otherPatients?: Patient[];
  businessUnitId?: string;
  tutorName?: string;
  file: File;
  durationSeconds: number | undefined;
}): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  const audio = await options.file.arrayBuffer();
  await putSegment({
    recordingId: id,
    index: 0,
    audio,
    mimeType: audioTypeOf(options.file) ?? 'application/octet-stream',
    complete: true,
  });
  await putRecording({
    id,
    userId: options.userId,
    patient: options.patient,
    otherPatients: options.otherPatients,
    businessUnitId: options.businessUnitId,
    tutorName: options.tutorName,
    created: false,
    state: 'stopped',
    lastSegmentIndex: 0,
    lastSavedIndex: 0,
    durationSeconds: options.durationSeconds === undefined ? undefined : Math.round(options.durationSeconds),
    finished: false,
    heartbeatAt: now,
    startedAt: now,
  });
  uploadQueue.wake();
  return id;
}

/** Typed notes: the consultation and its text in two idempotent calls, safe to retry with the same id. */
export async function saveTypedNotes(options: {
  id: string;
  patient: Patient;
  otherPatients?: Patient[];
  businessUnitId?: string;
  text: string;
  tutorName?: string;
}) {
  await createConsultation({
    id: options.id,
    patient: options.patient,
    otherPatients: options.otherPatients,
    businessUnitId: options.businessUnitId,
  });
  return saveTranscript(options.id, { transcript: options.text, tutorName: options.tutorName });
}

/** Throws away a recording on this device and, if it reached the server, there too. */
export async function discardConsultation(id: string) {
  await deleteRecording(id);
  try {
    await deleteConsultation(id);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await uploadQueue.refresh();
}
