import type {
  DocumentRecord,
  DocumentTextResponse,
  DocumentType,
  EmailDocumentInput,
  IssueDocumentInput,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const documentsKey = (consultationId: string) => ['documents', consultationId] as const;

const consultationPath = (consultationId: string) =>
  `/api/consultations/${encodeURIComponent(consultationId)}/documents`;
const documentPath = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;

export async function fetchDocuments(consultationId: string, signal?: AbortSignal) {
  const { documents } = await apiRequest<{ documents: DocumentRecord[] }>(consultationPath(consultationId), {
    signal,
  });
  return documents;
}

/** Starts one job per type; answers at once with the records in `generating`. */
export async function generateDocuments(consultationId: string, types: DocumentType[]) {
  const { documents } = await apiRequest<{ documents: DocumentRecord[] }>(consultationPath(consultationId), {
    method: 'POST',
    body: { types },
  });
  return documents;
}

export function documentEventsUrl(consultationId: string) {
  return `${consultationPath(consultationId)}/events`;
}

export function updateDocument(documentId: string, content: unknown) {
  return apiRequest<DocumentRecord>(documentPath(documentId), { method: 'PATCH', body: { content } });
}

export function restoreDocument(documentId: string) {
  return apiRequest<DocumentRecord>(`${documentPath(documentId)}/restore`, { method: 'POST' });
}

export function retryDocument(documentId: string) {
  return apiRequest<DocumentRecord>(`${documentPath(documentId)}/retry`, { method: 'POST' });
}

export function fetchDocumentText(documentId: string, input: IssueDocumentInput) {
  return apiRequest<DocumentTextResponse>(`${documentPath(documentId)}/text`, {
    method: 'POST',
    body: input,
  });
}

export function emailDocument(documentId: string, input: EmailDocumentInput) {
  return apiRequest<{ message: string }>(`${documentPath(documentId)}/email`, {
    method: 'POST',
    body: input,
  });
}
