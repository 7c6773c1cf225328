import { z } from 'zod';
import {
  consultationViewSchema,
  createConsultationFields,
  hasPatient,
  PATIENT_OR_PATIENTS_MESSAGE,
  updateTranscriptSchema,
} from '../consultation.ts';
import { singleLineText } from '../text.ts';

/**
 * The /api/v1 shapes: the app's own schemas, plus the practice system's identifier of the visit
 * (`externalId`), echoed back so its records and VetVoz's can be matched without keeping our ids.
 */
export const externalIdSchema = singleLineText(
  'Informe o identificador do atendimento no seu sistema (externalId).',
)
  .min(1, 'Informe o identificador do atendimento no seu sistema (externalId).')
  .max(100, 'Identificador externo longo demais (máximo de 100 caracteres).');

export const createApiConsultationSchema = createConsultationFields
  .omit({ id: true })
  .extend({ externalId: externalIdSchema.optional() })
  .refine(hasPatient, { message: PATIENT_OR_PATIENTS_MESSAGE, path: ['patient'] });
export type CreateApiConsultationInput = z.input<typeof createApiConsultationSchema>;

export const apiConsultationViewSchema = consultationViewSchema.extend({
  externalId: z.string().nullable(),
});
export type ApiConsultationView = z.infer<typeof apiConsultationViewSchema>;

/**
 * GET /api/v1/consultations/{id}: the consultation, and its ready documents as one plain text per layout,
 * as "Copiar para o sistema" writes them (docs/decisions/055-copy-to-practice-system.md): empty sections
 * left out, nothing about the tutor; an empty string while no document is ready.
 */
export const apiConsultationDetailSchema = apiConsultationViewSchema.extend({
  plainText: z
    .object({
      soap: z.string().describe('Subjetivo, Objetivo, Avaliação e Plano.'),
      prontuario: z
        .string()
        .describe(
          'Identificação do animal, anamnese, exame físico, exames complementares, diagnóstico, tratamento e prescrição, orientações e retorno.',
        ),
    })
    .describe('Os documentos prontos num só texto, para colar no prontuário de um sistema sem integração.'),
});
export type ApiConsultationDetail = z.infer<typeof apiConsultationDetailSchema>;

export const apiConsultationListSchema = z.object({ consultations: z.array(apiConsultationViewSchema) });

export const apiConsultationQuerySchema = z.object({
  externalId: externalIdSchema,
});

/**
 * PUT /api/v1/consultations/{id}/transcript: the visit's text instead of audio (the app's typed-notes
 * path, anonymised the same way), with the tutor's name to take out of it if the system knows it.
 */
export const putApiTranscriptSchema = updateTranscriptSchema.extend({
  transcript: updateTranscriptSchema.shape.transcript.refine((text) => text.trim().length > 0, {
    message: 'Envie o texto da consulta.',
  }),
});
