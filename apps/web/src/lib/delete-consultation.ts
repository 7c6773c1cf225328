import { deleteConsultationContract } from '@vetvoz/domain';
import { call } from './contract-client.ts';

/** Deletes a consultation on the server, with its transcript and documents: for the consultation page and the history. */
export async function deleteConsultation(id: string): Promise<void> {
  await call(deleteConsultationContract, { params: { id } });
}
