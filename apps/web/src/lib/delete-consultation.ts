import { contractUrl, deleteConsultationContract } from '@vetvoz/domain';
import { apiRequest } from './api.ts';

/** Deletes a consultation on the server, with its transcript and documents: for the consultation page and the history. */
export function deleteConsultation(id: string) {
  return apiRequest<void>(contractUrl(deleteConsultationContract, { id }), { method: 'DELETE' });
}
