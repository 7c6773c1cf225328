import { z } from 'zod';
import { singleLineText } from '../text.ts';
import { isCalendarDate } from './calendar.ts';

/**
 * Follow-ups from the consultation (docs/decisions/044-follow-ups-and-reminders.md): a return, an exam to
 * repeat, a vaccine's next dose, a medication to repeat — with the day it is due. The animal's data only:
 * nothing of the tutor. A reminder to the tutor keeps the tutor's contact until it is sent, then erases it.
 */
export const FOLLOW_UP_KINDS = ['retorno', 'exame', 'vacina', 'medicacao', 'outro'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];
/** Where a follow-up came from: the rules, the model (grounded), or the vet's own hand. */
export const FOLLOW_UP_SOURCES = ['regras', 'modelo', 'veterinario'] as const;

export const FOLLOW_UP_DESCRIPTION_MAX = 120;
/** Days ahead the vet's history lists as "Retornos da semana". */
export const FOLLOW_UPS_WEEK_DAYS = 7;

const dueDateSchema = z
  .string('Data inválida. Use o formato aaaa-mm-dd.')
  .refine(isCalendarDate, 'Data inválida. Use o formato aaaa-mm-dd.');

export const followUpSchema = z.object({
  id: z.string(),
  consultationId: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  description: z.string(),
  dueDate: z.string(),
  /** The transcript's words it came from; null when the vet added it. */
  evidence: z.string().nullable(),
  source: z.enum(FOLLOW_UP_SOURCES),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const followUpListSchema = z.object({ followUps: z.array(followUpSchema) });

/** POST /api/consultations/:id/follow-ups and PATCH /api/follow-ups/:id — the vet's own line. */
export const followUpInputSchema = z.object({
  kind: z.enum(FOLLOW_UP_KINDS, 'Tipo de acompanhamento inválido.'),
  description: singleLineText()
    .min(1, 'Descreva o acompanhamento.')
    .max(
      FOLLOW_UP_DESCRIPTION_MAX,
      `A descrição pode ter no máximo ${FOLLOW_UP_DESCRIPTION_MAX} caracteres.`,
    ),
  dueDate: dueDateSchema,
});
export type FollowUpInput = z.input<typeof followUpInputSchema>;

/** GET /api/follow-ups/week — "Retornos da semana" on the vet's history. */
export const weekFollowUpSchema = followUpSchema.extend({
  patientName: z.string(),
  species: z.string(),
});
export const weekFollowUpListSchema = z.object({
  from: z.string(),
  to: z.string(),
  followUps: z.array(weekFollowUpSchema),
});
export type WeekFollowUp = z.infer<typeof weekFollowUpSchema>;

export const REMINDER_CHANNELS = ['email', 'whatsapp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** What the tutor's page offers next to a follow-up, decided by the server's configuration. */
export const reminderOptionsSchema = z.object({ channels: z.array(z.enum(REMINDER_CHANNELS)) });

/**
 * POST /api/tutor-packs/:token/reminders — the tutor asks for a reminder. Consent must be given in so
 * many words (the checkbox); the contact is kept until the reminder goes, then erased.
 */
export const reminderRequestSchema = z
  .object({
    followUpId: z.uuid('Acompanhamento inválido.'),
    channel: z.enum(REMINDER_CHANNELS, 'Canal inválido.'),
    contact: singleLineText().min(1, 'Informe o contato.').max(254, 'Contato longo demais.'),
    consent: z.literal(true, 'Marque a autorização para receber o lembrete.'),
  })
  .superRefine((value, context) => {
    if (value.channel === 'email' && !z.email().safeParse(value.contact).success)
      context.addIssue({ code: 'custom', path: ['contact'], message: 'E-mail inválido.' });
    if (value.channel === 'whatsapp' && !/^\+?[\d\s().-]{10,20}$/.test(value.contact))
      context.addIssue({
        code: 'custom',
        path: ['contact'],
        message: 'Telefone inválido. Use DDD e número.',
      });
  });
export type ReminderRequest = z.input<typeof reminderRequestSchema>;

export const reminderAcceptedSchema = z.object({
  followUpId: z.string(),
  channel: z.enum(REMINDER_CHANNELS),
  /** The day the reminder goes (the day before the follow-up, or today when that has passed). */
  sendOn: z.string(),
});

/** The tutor page's follow-ups, sealed in the pack with the documents. */
export const tutorPackFollowUpSchema = z.object({
  id: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  description: z.string(),
  dueDate: z.string(),
});
