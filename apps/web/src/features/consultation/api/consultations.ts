import {
  type CreateConsultationInput,
  consultationViewSchema,
  type FinishConsultationInput,
  transcriptSegmentViewSchema,
  type UpdateTranscriptInput,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const consultationKey = (id: string) => ['consultation', id] as const;

export function createConsultation({
  id,
  patient,
  signal,
}: CreateConsultationInput & { signal?: AbortSignal }) {
  const body: CreateConsultationInput = { id, patient };
  return apiRequest('/api/consultations', { method: 'POST', body, schema: consultationViewSchema, signal });
}

export function fetchConsultation(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/consultations/${encodeURIComponent(id)}`, {
    schema: consultationViewSchema,
    signal,
  });
}

export function finishConsultation(id: string, input: FinishConsultationInput) {
  return apiRequest(`/api/consultations/${encodeURIComponent(id)}/finish`, {
    method: 'POST',
    body: input,
    schema: consultationViewSchema,
  });
}

export function saveTranscript(id: string, input: UpdateTranscriptInput) {
  return apiRequest(`/api/consultations/${encodeURIComponent(id)}/transcript`, {
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
  return apiRequest(`/api/consultations/${encodeURIComponent(consultationId)}/segments/${index}`, {
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
