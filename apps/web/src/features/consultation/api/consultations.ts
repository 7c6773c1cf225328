import {
  type CreateConsultationInput,
  createConsultationContract,
  type FinishConsultationInput,
  finishConsultationContract,
  getConsultationContract,
  type Patient,
  type SetSpeakerInput,
  setSpeakerContract,
  type TranscriptSegmentView,
  type UpdateTranscriptInput,
  updateTranscriptContract,
  uploadSegmentContract,
} from '@vetvoz/domain';
import { ApiError } from '../../../lib/api.ts';
import { call } from '../../../lib/contract-client.ts';

export const consultationKey = (id: string) => ['consultation', id] as const;

export function createConsultation({
  id,
  patient,
  otherPatients = [],
  businessUnitId,
  signal,
}: Omit<CreateConsultationInput, 'patient' | 'patients'> & {
  patient: Patient;
  /** "Outro animal" before starting: the visit's other animals, sent as `patients` after the main one. */
  otherPatients?: Patient[];
  signal?: AbortSignal;
}) {
  const animals = otherPatients.length > 0 ? { patients: [patient, ...otherPatients] } : { patient };
  // Personal consultations send no unit at all, as before units existed.
  const body: CreateConsultationInput = businessUnitId
    ? { id, ...animals, businessUnitId }
    : { id, ...animals };
  return call(createConsultationContract, { body, signal });
}

export function fetchConsultation(id: string, signal?: AbortSignal) {
  return call(getConsultationContract, { params: { id }, signal });
}

export function finishConsultation(id: string, input: FinishConsultationInput) {
  return call(finishConsultationContract, { params: { id }, body: input });
}

export function saveTranscript(id: string, input: UpdateTranscriptInput) {
  return call(updateTranscriptContract, { params: { id }, body: input });
}

/** The vet says who said one paragraph of the transcript. */
export function setSpeaker(id: string, input: SetSpeakerInput) {
  return call(setSpeakerContract, { params: { id }, body: input });
}

/** What the server did with an uploaded segment. */
export interface UploadedSegment {
  /**
   * True when the server answered early (202): it holds the segment and transcribes it in the background,
   * so the audio must stay on this device until a read of the consultation shows the segment done.
   * False when it was transcribed before the answer (200, also from a server that ignores `Prefer`).
   */
  acknowledged: boolean;
  /** The segment's view; null when a 2xx answer does not read as the contract (the status still tells). */
  segment: TranscriptSegmentView | null;
}

/**
 * One recorded segment. `Prefer: respond-async` lets the server answer 202 as soon as it holds the
 * segment instead of waiting for the transcription. The tutor's name travels in a header
 * (URI-encoded: headers are Latin-1) for redaction only; the server never stores it.
 */
export async function uploadSegment({
  consultationId,
  index,
  audio,
  mimeType,
  tutorName,
  signal,
}: {
  consultationId: string;
  index: number;
  audio: ArrayBuffer;
  mimeType: string;
  tutorName?: string;
  signal?: AbortSignal;
}): Promise<UploadedSegment> {
  try {
    const segment = await call(uploadSegmentContract, {
      params: { id: consultationId, index },
      rawBody: audio,
      headers: {
        'Content-Type': mimeType,
        Prefer: 'respond-async',
        ...(tutorName ? { 'X-Tutor-Name': encodeURIComponent(tutorName) } : {}),
      },
      signal,
    });
    // A 202 carries the `pending` view; a 200 carries `done`. Keeping the audio of any `pending` answer is
    // the safe reading even if some proxy turned the status into 200.
    return { acknowledged: segment.status === 'pending', segment };
  } catch (error) {
    // A 202 whose body is not the contract (a server newer than this app): the server still holds it.
    if (error instanceof ApiError && error.status === 202) return { acknowledged: true, segment: null };
    throw error;
  }
}
