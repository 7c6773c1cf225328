import {
  type ConfirmAnimalSplitInput,
  confirmAnimalSplitContract,
  consultationViewSchema,
  contractUrl,
  type OtherPatientsInput,
  proposeAnimalSplitContract,
  setOtherPatientsContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** "Outro animal": the visit's animals after the main one. */
export function setOtherPatients(id: string, input: OtherPatientsInput) {
  return apiRequest(contractUrl(setOtherPatientsContract, { id }), {
    method: 'PUT',
    body: input,
    schema: consultationViewSchema,
  });
}

/** "Dividir por animal": the server's proposal, for the vet to check. */
export function proposeAnimalSplit(id: string) {
  return apiRequest(contractUrl(proposeAnimalSplitContract, { id }), {
    method: 'POST',
    schema: consultationViewSchema,
  });
}

export function confirmAnimalSplit(id: string, input: ConfirmAnimalSplitInput) {
  return apiRequest(contractUrl(confirmAnimalSplitContract, { id }), {
    method: 'PUT',
    body: input,
    schema: consultationViewSchema,
  });
}
