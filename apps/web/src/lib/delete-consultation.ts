import { apiRequest } from './api.ts';

/** Deletes a consultation on the server, with its transcript and documents. Shared by the consultation page and the history. */
export function deleteConsultation(id: string) {
  return apiRequest<void>(`/api/consultations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
