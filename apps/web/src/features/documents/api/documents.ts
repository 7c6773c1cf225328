import {
  documentTextContract,
  type EmailAllDocumentsInput,
  type EmailDocumentInput,
  emailAllDocumentsContract,
  emailDocumentContract,
  type GenerateDocumentsInput,
  generateDocumentsContract,
  type IssueDocumentInput,
  listDocumentsContract,
  type PatientWeightInput,
  restoreDocumentContract,
  retryDocumentContract,
  setPatientWeightContract,
  type UpdateDocumentInput,
  updateDocumentContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

export const documentsKey = (consultationId: string) => ['documents', consultationId] as const;

export async function fetchDocuments(consultationId: string, signal?: AbortSignal) {
  const { documents } = await call(listDocumentsContract, { params: { id: consultationId }, signal });
  return documents;
}

/** Starts one job per type; answers at once with the records in `generating`. */
export async function generateDocuments(consultationId: string, types: GenerateDocumentsInput['types']) {
  const body: GenerateDocumentsInput = { types };
  const { documents } = await call(generateDocumentsContract, { params: { id: consultationId }, body });
  return documents;
}

export function updateDocument(documentId: string, content: UpdateDocumentInput['content']) {
  const body: UpdateDocumentInput = { content };
  return call(updateDocumentContract, { params: { id: documentId }, body });
}

export function restoreDocument(documentId: string) {
  return call(restoreDocumentContract, { params: { id: documentId } });
}

export function retryDocument(documentId: string) {
  return call(retryDocumentContract, { params: { id: documentId } });
}

/** The animal's weight given after the consultation started; answers the documents checked again. */
export async function setPatientWeight(consultationId: string, weightKg: number) {
  const body: PatientWeightInput = { weightKg };
  const { documents } = await call(setPatientWeightContract, { params: { id: consultationId }, body });
  return documents;
}

export function fetchDocumentText(documentId: string, input: IssueDocumentInput) {
  return call(documentTextContract, { params: { id: documentId }, body: input });
}

export function emailDocument(documentId: string, input: EmailDocumentInput) {
  return call(emailDocumentContract, { params: { id: documentId }, body: input });
}

/** Every ready document of the consultation in one e-mail to the tutor; the answer says which went. */
export function emailAllDocuments(consultationId: string, input: EmailAllDocumentsInput) {
  return call(emailAllDocumentsContract, { params: { id: consultationId }, body: input });
}
