import type { ConsultationView, Patient } from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const consultationKey = (id: string) => ['consultation', id] as const;

export function createConsultation({
  id,
  patient,
  signal,
}: {
  id?: string;
  patient: Patient;
  signal?: AbortSignal;
}) {
  return apiRequest<ConsultationView>('/api/consultations', {
    method: 'POST',
    body: { id, patient },
    signal,
  });
}

export function fetchConsultation(id: string, signal?: AbortSignal) {
  return apiRequest<ConsultationView>(`/api/consultations/${encodeURIComponent(id)}`, { signal });
}

export function finishConsultation(
  id: string,
  input: { lastSegmentIndex: number; durationSeconds?: number },
) {
  return apiRequest<ConsultationView>(`/api/consultations/${encodeURIComponent(id)}/finish`, {
    method: 'POST',
    body: input,
  });
}

export function saveTranscript(id: string, input: { transcript: string; tutorName?: string }) {
  return apiRequest<ConsultationView>(`/api/consultations/${encodeURIComponent(id)}/transcript`, {
    method: 'PATCH',
    body: input,
  });
}

export function deleteConsultation(id: string) {
  return apiRequest<void>(`/api/consultations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** A transcribed segment as the server confirms it. */
export interface UploadedSegment {
  index: number;
  status: 'done' | 'pending' | 'failed';
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
  return apiRequest<UploadedSegment>(
    `/api/consultations/${encodeURIComponent(consultationId)}/segments/${index}`,
    {
      method: 'POST',
      rawBody: audio,
      headers: {
        'Content-Type': mimeType,
        ...(tutorName ? { 'X-Tutor-Name': encodeURIComponent(tutorName) } : {}),
      },
      signal,
    },
  );
}
