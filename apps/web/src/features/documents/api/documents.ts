import {
  contractUrl,
  documentEmailResponseSchema,
  documentEventsContract,
  documentListSchema,
  documentRecordSchema,
  documentTextContract,
  documentTextResponseSchema,
  type EmailAllDocumentsInput,
  type EmailDocumentInput,
  emailAllDocumentsContract,
  emailAllDocumentsResponseSchema,
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
import { apiRequest } from '../../../lib/api.ts';

export const documentsKey = (consultationId: string) => ['documents', consultationId] as const;

export async function fetchDocuments(consultationId: string, signal?: AbortSignal) {
  const { documents } = await apiRequest(contractUrl(listDocumentsContract, { id: consultationId }), {
    schema: documentListSchema,
    signal,
  });
  return documents;
}

/** Starts one job per type; answers at once with the records in `generating`. */
export async function generateDocuments(consultationId: string, types: GenerateDocumentsInput['types']) {
  const body: GenerateDocumentsInput = { types };
  const { documents } = await apiRequest(contractUrl(generateDocumentsContract, { id: consultationId }), {
    method: 'POST',
    body,
    schema: documentListSchema,
  });
  return documents;
}

export function documentEventsUrl(consultationId: string) {
  return contractUrl(documentEventsContract, { id: consultationId });
}

export function updateDocument(documentId: string, content: UpdateDocumentInput['content']) {
  const body: UpdateDocumentInput = { content };
  return apiRequest(contractUrl(updateDocumentContract, { id: documentId }), {
    method: 'PATCH',
    body,
    schema: documentRecordSchema,
  });
}

export function restoreDocument(documentId: string) {
  return apiRequest(contractUrl(restoreDocumentContract, { id: documentId }), {
    method: 'POST',
    schema: documentRecordSchema,
  });
}

export function retryDocument(documentId: string) {
  return apiRequest(contractUrl(retryDocumentContract, { id: documentId }), {
    method: 'POST',
    schema: documentRecordSchema,
  });
}

/** The animal's weight given after the consultation started; answers the documents checked again. */
export async function setPatientWeight(consultationId: string, weightKg: number) {
  const body: PatientWeightInput = { weightKg };
  const { documents } = await apiRequest(contractUrl(setPatientWeightContract, { id: consultationId }), {
    method: 'PUT',
    body,
    schema: documentListSchema,
  });
  return documents;
}

export function fetchDocumentText(documentId: string, input: IssueDocumentInput) {
  return apiRequest(contractUrl(documentTextContract, { id: documentId }), {
    method: 'POST',
    body: input,
    schema: documentTextResponseSchema,
  });
}

export function emailDocument(documentId: string, input: EmailDocumentInput) {
  return apiRequest(contractUrl(emailDocumentContract, { id: documentId }), {
    method: 'POST',
    body: input,
    schema: documentEmailResponseSchema,
  });
}

/** Every ready document of the consultation in one e-mail to the tutor; the answer says which went. */
export function emailAllDocuments(consultationId: string, input: EmailAllDocumentsInput) {
  return apiRequest(contractUrl(emailAllDocumentsContract, { id: consultationId }), {
    method: 'POST',
    body: input,
    schema: emailAllDocumentsResponseSchema,
  });
}
