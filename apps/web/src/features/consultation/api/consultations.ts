import {
  type CreateConsultationInput,
  consultationViewSchema,
  contractUrl,
  createConsultationContract,
  type FinishConsultationInput,
  finishConsultationContract,
  getConsultationContract,
  transcriptSegmentViewSchema,
  type UpdateTranscriptInput,
  updateTranscriptContract,
  uploadSegmentContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const consultationKey = (id: string) => ['consultation', id] as const;

export function createConsultation({
  id,
  patient,
  businessUnitId,
  signal,
}: CreateConsultationInput & { signal?: AbortSignal }) {
  // Personal consultations send no unit at all, as before units existed.
  const body: CreateConsultationInput = businessUnitId ? { id, patient, businessUnitId } : { id, patient };
  return apiRequest(createConsultationContract.path, {
    method: 'POST',
    body,
    schema: consultationViewSchema,
    signal,
  });
}

export function fetchConsultation(id: string, signal?: AbortSignal) {
  return apiRequest(contractUrl(getConsultationContract, { id }), {
    schema: consultationViewSchema,
    signal,
  });
}

export function finishConsultation(id: string, input: FinishConsultationInput) {
  return apiRequest(contractUrl(finishConsultationContract, { id }), {
    method: 'POST',
    body: input,
    schema: consultationViewSchema,
  });
}

export function saveTranscript(id: string, input: UpdateTranscriptInput) {
  return apiRequest(contractUrl(updateTranscriptContract, { id }), {
    method: 'PATCH',
    body: input,
    schema: consultationViewSchema,
  });
}

/**
 * One recorded segment, transcribed while the request waits. The tutor's name travels in a header
 * (URI-encoded: headers are Latin-1) for redaction only; the server never stores it.
 */
export function uploadSegment({
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
}) {
  return apiRequest(contractUrl(uploadSegmentContract, { id: consultationId, index }), {
    method: 'POST',
    rawBody: audio,
    headers: {
      'Content-Type': mimeType,
      ...(tutorName ? { 'X-Tutor-Name': encodeURIComponent(tutorName) } : {}),
    },
    schema: transcriptSegmentViewSchema,
    signal,
  });
}
