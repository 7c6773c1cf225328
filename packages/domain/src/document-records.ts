import { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentType } from './documents/document-types.ts';
import type { GroundingFlag } from './documents/grounding/grounding.ts';
import { issueDetailsSchema } from './documents/issue-details.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * The API of generated documents (issue 6): one record per consultation and document type.
 * `generating` while its job streams, `ready` once validated, `failed` with a pt-BR message and a retry.
 */
export const DOCUMENT_STATUSES = ['generating', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export interface DocumentRecord {
  id: string;
  consultationId: string;
  type: DocumentType;
  status: DocumentStatus;
  /** What the vet sees: the edited content, the generated one, or the partial one while streaming. */
  content: unknown;
  /** As the model produced it (validated), kept so an edit can be undone. */
  generatedContent: unknown;
  editedAt: string | null;
  /** Numbers and drug names the transcript doesn't contain: shown for the vet to check. */
  groundingFlags: GroundingFlag[];
  /** The prompt version that generated it. */
  promptVersion: number | null;
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/consultations/:id/documents — which documents to draft now. */
export const generateDocumentsSchema = z.object({
  types: z
    .array(z.enum(DOCUMENT_TYPES, 'Tipo de documento inválido.'))
    .min(1, 'Escolha ao menos um documento.')
    .max(DOCUMENT_TYPES.length)
    .transform((types) => [...new Set(types)]),
});
export type GenerateDocumentsInput = z.input<typeof generateDocumentsSchema>;

/** PATCH /api/documents/:id — the vet's edit; validated by the type's content schema on the server. */
export const updateDocumentSchema = z.object({ content: z.record(z.string(), z.unknown()) });

/**
 * What is typed when issuing (PDF, e-mail): the responsável's details and the place. Printed, never stored.
 */
export const issueDocumentSchema = z.object({
  issue: issueDetailsSchema.optional(),
  place: singleLineText().max(120, 'Local longo demais.').optional(),
});
export type IssueDocumentInput = z.input<typeof issueDocumentSchema>;

/** POST /api/documents/:id/email — sent to the tutor with the PDF; the address is not stored. */
export const emailDocumentSchema = issueDocumentSchema.extend({
  to: z.email('Informe um e-mail válido.').max(254, 'E-mail longo demais.'),
  message: multiLineText().trim().max(2000, 'Mensagem longa demais.').optional(),
});
export type EmailDocumentInput = z.input<typeof emailDocumentSchema>;

export const DOCUMENT_EMAIL_SENT_MESSAGE = 'E-mail enviado ao tutor.';

/** POST /api/documents/:id/text — the document as clean text for "Copiar" and WhatsApp. */
export interface DocumentTextResponse {
  text: string;
  /** The PDF's file name, for sharing the file on phones. */
  fileName: string;
}
