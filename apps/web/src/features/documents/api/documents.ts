import {
  documentEmailResponseSchema,
  documentListSchema,
  documentRecordSchema,
  documentTextResponseSchema,
  type EmailDocumentInput,
  type GenerateDocumentsInput,
  type IssueDocumentInput,
  type UpdateDocumentInput,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const documentsKey = (consultationId: string) => ['documents', consultationId] as const;

const consultationPath = (consultationId: string) =>
  `/api/consultations/${encodeURIComponent(consultationId)}/documents`;
const documentPath = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;

export async function fetchDocuments(consultationId: string, signal?: AbortSignal) {
  const { documents } = await apiRequest(consultationPath(consultationId), {
    schema: documentListSchema,
    signal,
  });
  return documents;
}

/** Starts one job per type; answers at once with the records in `generating`. */
export async function generateDocuments(consultationId: string, types: GenerateDocumentsInput['types']) {
  const body: GenerateDocumentsInput = { types };
  const { documents } = await apiRequest(consultationPath(consultationId), {
    method: 'POST',
    body,
    schema: documentListSchema,
  });
  return documents;
}

export function documentEventsUrl(consultationId: string) {
  return `${consultationPath(consultationId)}/events`;
}

export function updateDocument(documentId: string, content: UpdateDocumentInput['content']) {
  const body: UpdateDocumentInput = { content };
  return apiRequest(documentPath(documentId), { method: 'PATCH', body, schema: documentRecordSchema });
}

export function restoreDocument(documentId: string) {
  return apiRequest(`${documentPath(documentId)}/restore`, { method: 'POST', schema: documentRecordSchema });
}

export function retryDocument(documentId: string) {
  return apiRequest(`${documentPath(documentId)}/retry`, { method: 'POST', schema: documentRecordSchema });
}

export function fetchDocumentText(documentId: string, input: IssueDocumentInput) {
  return apiRequest(`${documentPath(documentId)}/text`, {
    method: 'POST',
    body: input,
    schema: documentTextResponseSchema,
  });
}

export function emailDocument(documentId: string, input: EmailDocumentInput) {
  return apiRequest(`${documentPath(documentId)}/email`, {
    method: 'POST',
    body: input,
    schema: documentEmailResponseSchema,
  });
}
