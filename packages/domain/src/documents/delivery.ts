import { z } from 'zod';
import { multiLineText, singleLineText } from '../text.ts';
import { tutorLinkUrlSchema } from '../tutor-links.ts';
import { DOCUMENT_TYPES } from './document-types.ts';
import { issueDetailsSchema } from './issue-details.ts';

/**
 * POST /api/consultations/:id/documents/email — every ready document of the visit in ONE e-mail, each as
 * its PDF. The responsável's details, the address and the message are used for this message only: never
 * stored, never logged (docs/privacy.md). Each document prints only the details the law asks of it.
 */
export const emailAllDocumentsSchema = z.object({
  issue: issueDetailsSchema.optional(),
  place: singleLineText().max(120, 'Local longo demais.').optional(),
  to: z.email('Informe um e-mail válido.').max(254, 'E-mail longo demais.'),
  message: multiLineText().trim().max(2000, 'Mensagem longa demais.').optional(),
  tutorLink: tutorLinkUrlSchema.optional(),
  /** Only these types (the ones ticked, e.g. the prontuário's copy); absent: every ready document. */
  types: z
    .array(z.enum(DOCUMENT_TYPES, 'Tipo de documento inválido.'))
    .min(1, 'Escolha ao menos um documento.')
    .max(DOCUMENT_TYPES.length)
    .optional(),
});
export type EmailAllDocumentsInput = z.input<typeof emailAllDocumentsSchema>;

const sentDocumentSchema = z.object({ id: z.string(), type: z.enum(DOCUMENT_TYPES) });

/** What went (the ready documents, attached) and what was left out (still generating or failed). */
export const emailAllDocumentsResponseSchema = z.object({
  message: z.string(),
  sent: z.array(sentDocumentSchema),
  leftOut: z.array(sentDocumentSchema),
});
export type EmailAllDocumentsResponse = z.infer<typeof emailAllDocumentsResponseSchema>;

export const DOCUMENTS_EMAIL_SENT_MESSAGE = 'E-mail enviado ao tutor com todos os documentos prontos.';
