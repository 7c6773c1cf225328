import { z } from 'zod';
import { DOCUMENT_TYPES } from './documents/document-types.ts';
import { groundingFlagSchema } from './documents/grounding/grounding.ts';
import { issueDetailsSchema } from './documents/issue-details.ts';
import { multiLineText, singleLineText } from './text.ts';
import { tutorLinkUrlSchema } from './tutor-links.ts';

/**
 * The API of generated documents: one record per consultation and document type.
 * `generating` while its job streams, `ready` once validated, `failed` with a pt-BR message and a retry.
 */
export const DOCUMENT_STATUSES = ['generating', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentRecordSchema = z.object({
  id: z.string(),
  consultationId: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  /**
   * Which of the consultation's animals it is about (its index in `patients`; 0, the main one, on a visit
   * with one animal). Optional: older answers lack it.
   */
  patientIndex: z.number().int().optional(),
  status: z.enum(DOCUMENT_STATUSES),
  /**
   * What the vet sees: the edited content, the generated one, or the partial one while streaming (any
   * object then: the type's content schema applies once it is ready). Null before the first output.
   */
  content: z.unknown(),
  /** As the model produced it (validated), kept so an edit can be undone. */
  generatedContent: z.unknown(),
  editedAt: z.string().nullable(),
  /** Numbers and drug names the transcript doesn't contain: shown for the vet to check. */
  groundingFlags: z.array(groundingFlagSchema),
  /** The prompt version that generated it. */
  promptVersion: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  /** pt-BR text for a failed document. */
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

/** GET and POST /api/consultations/:id/documents answer: the consultation's documents (per type and animal). */
export const documentListSchema = z.object({ documents: z.array(documentRecordSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

/** POST /api/consultations/:id/documents — which documents to draft now. */
export const generateDocumentsSchema = z.object({
  types: z
    .array(z.enum(DOCUMENT_TYPES, 'Tipo de documento inválido.'))
    .min(1, 'Escolha ao menos um documento.')
    .max(DOCUMENT_TYPES.length)
    .transform((types) => [...new Set(types)]),
});
export type GenerateDocumentsInput = z.input<typeof generateDocumentsSchema>;

/**
 * PUT /api/consultations/:id/weight — the animal's weight, given after the consultation started (the dose
 * check and the receita need it). The same rule as the weight typed when starting.
 */
export const patientWeightSchema = z.object({
  weightKg: z
    .number('Peso inválido.')
    .positive('O peso deve ser maior que zero.')
    .max(2000, 'Peso acima do esperado (máximo de 2000 kg).'),
});
export type PatientWeightInput = z.input<typeof patientWeightSchema>;

/** PATCH /api/documents/:id — the vet's edit; validated by the type's content schema on the server. */
export const updateDocumentSchema = z.object({ content: z.record(z.string(), z.unknown()) });
export type UpdateDocumentInput = z.input<typeof updateDocumentSchema>;

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
  /** The tutor's private link: the e-mail is then a short message with the link, PDF attached. */
  tutorLink: tutorLinkUrlSchema.optional(),
});
export type EmailDocumentInput = z.input<typeof emailDocumentSchema>;

export const DOCUMENT_EMAIL_SENT_MESSAGE = 'E-mail enviado ao tutor.';

/** POST /api/documents/:id/text — the document as clean text for "Copiar" and WhatsApp. */
export const documentTextResponseSchema = z.object({
  text: z.string(),
  /** The PDF's file name, for sharing the file on phones. */
  fileName: z.string(),
});
export type DocumentTextResponse = z.infer<typeof documentTextResponseSchema>;

/** POST /api/documents/:id/email answer: DOCUMENT_EMAIL_SENT_MESSAGE, to show as it is. */
export const documentEmailResponseSchema = z.object({ message: z.string() });
export type DocumentEmailResponse = z.infer<typeof documentEmailResponseSchema>;

/** A unit's reader may take a prontuário copy; issuing and sending stay the author's (docs/decisions/034). */
export const ONLY_THE_AUTHOR_ISSUES_MESSAGE =
  'Só quem registrou a consulta emite e envia os documentos dela. Você pode baixar a cópia para o prontuário.';
