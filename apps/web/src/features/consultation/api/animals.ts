import {
  type ConfirmAnimalSplitInput,
  confirmAnimalSplitContract,
  type OtherPatientsInput,
  proposeAnimalSplitContract,
  setOtherPatientsContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** "Outro animal": the visit's animals after the main one. */
export function setOtherPatients(id: string, input: OtherPatientsInput) {
  return call(setOtherPatientsContract, { params: { id }, body: input });
}

/** "Dividir por animal": the server's proposal, for the vet to check. */
export function proposeAnimalSplit(id: string) {
  return call(proposeAnimalSplitContract, { params: { id } });
}

export function confirmAnimalSplit(id: string, input: ConfirmAnimalSplitInput) {
  return call(confirmAnimalSplitContract, { params: { id }, body: input });
}
