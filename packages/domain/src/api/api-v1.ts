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
