import { z } from 'zod';
import { animalSplitViewSchema, MAX_PATIENTS } from './animals/split-schemas.ts';
import { FREE_CONSULTATIONS } from './constants.ts';
import { speakerLabelSchema } from './speakers.ts';
import { multiLineText, singleLineText } from './text.ts';
import { vocabularyCorrectionSchema } from './vocabulary.ts';

/** Species a consultation may be about: every kind of patient a vet sees, plus "outra". */
export const SPECIES = [
  'cao',
  'gato',
  'equino',
  'bovino',
  'pequeno-ruminante',
  'suino',
  'ave',
  'exotico',
  'outra',
] as const;
export type Species = (typeof SPECIES)[number];

export const SPECIES_LABELS: Record<Species, string> = {
  cao: 'Cão',
  gato: 'Gato',
  equino: 'Equino (cavalo, jumento, muar)',
  bovino: 'Bovino',
  'pequeno-ruminante': 'Pequeno ruminante (ovino, caprino)',
  suino: 'Suíno',
  ave: 'Ave',
  exotico: 'Exótico / silvestre',
  outra: 'Outra',
};

export const ANIMAL_SEXES = ['macho', 'femea', 'nao-informado'] as const;
export type AnimalSex = (typeof ANIMAL_SEXES)[number];

export const CONSULTATION_STATUSES = ['recording', 'transcribing', 'ready', 'failed'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const SEGMENT_STATUSES = ['pending', 'done', 'failed'] as const;
export type SegmentStatus = (typeof SEGMENT_STATUSES)[number];

/**
 * Segments one consultation may have. The browser records 20 s segments (6 s for the first), so a
 * 90-minute consultation takes 271; 600 leaves more than twice that (3 h 19 min) and still bounds what one
 * consultation can cost in transcription (docs/decisions/032-consultation-counting-and-trial-rule.md).
 */
export const MAX_SEGMENTS_PER_CONSULTATION = 600;
/** Highest segment index accepted (indexes start at 0). */
export const MAX_SEGMENT_INDEX = MAX_SEGMENTS_PER_CONSULTATION - 1;
export const TOO_MANY_SEGMENTS_MESSAGE = `Uma consulta aceita no máximo ${MAX_SEGMENTS_PER_CONSULTATION} trechos de áudio (mais de 3 horas de gravação). Encerre esta consulta e inicie outra.`;
/**
 * Segment transcriptions one user may start per hour: a whole 600-segment consultation sent at once after
 * a day offline, plus retries of failed ones, still fits.
 */
export const SEGMENT_UPLOADS_PER_HOUR = 900;
export const SEGMENT_UPLOADS_RATE_LIMITED_MESSAGE =
  'Muitos trechos de áudio enviados na última hora. Eles continuam guardados neste aparelho e serão enviados de novo automaticamente em alguns minutos.';
/** One uploaded segment. Also the limit of the OpenAI transcription API (25 MB). */
export const MAX_SEGMENT_BYTES = 25 * 1024 * 1024;
export const SEGMENT_TOO_LARGE_MESSAGE =
  'O trecho de áudio é grande demais (máximo de 25 MB). Envie trechos menores.';
export const MAX_TRANSCRIPT_CHARS = 200_000;

/** The animal: kept. Nothing about the tutor is part of it. */
export const patientSchema = z.object({
  name: singleLineText().min(1, 'Informe o nome do animal.').max(80, 'Nome do animal longo demais.'),
  species: z.enum(SPECIES, 'Escolha a espécie.'),
  breed: singleLineText().max(80, 'Raça longa demais.').optional(),
  sex: z.enum(ANIMAL_SEXES, 'Sexo inválido.').optional(),
  /** Free text as the vet says it: "3 anos", "8 meses", "adulto". */
  age: singleLineText().max(40, 'Idade longa demais.').optional(),
  weightKg: z
    .number('Peso inválido.')
    .positive('O peso deve ser maior que zero.')
    .max(2000, 'Peso acima do esperado (máximo de 2000 kg).')
    .optional(),
  neutered: z.boolean().optional(),
});
export type Patient = z.infer<typeof patientSchema>;

export const TOO_MANY_PATIENTS_MESSAGE = `Uma consulta aceita no máximo ${MAX_PATIENTS} animais.`;
export const PATIENT_OR_PATIENTS_MESSAGE = 'Informe o animal (patient) ou a lista de animais (patients).';

/** Every animal of a visit, the main one first (docs/decisions/045-visits-with-several-animals.md). */
export const patientsSchema = z
  .array(patientSchema, 'Lista de animais inválida.')
  .min(1, 'Informe ao menos um animal.')
  .max(MAX_PATIENTS, TOO_MANY_PATIENTS_MESSAGE);

/**
 * POST /api/consultations. The tutor's name is deliberately absent: the client keeps it and sends it
 * with each segment upload (header X-Tutor-Name) so it is used for redaction and never stored.
 * The animal is `patient`, or `patients` for a visit with several (the first is the main one); when both
 * come, `patients` is the visit's list. createConsultationFields stays a plain object so the public API can
 * extend it; both schemas check the pair with hasPatient.
 */
export const createConsultationFields = z.object({
  /**
   * Chosen by the browser so a vet can start recording with no signal: the creation is queued with the
   * audio and retried; the same id twice answers the same consultation instead of a second one.
   */
  id: z.uuid('Identificador de consulta inválido.').optional(),
  patient: patientSchema.optional(),
  patients: patientsSchema.optional(),
  /**
   * A unit the author is an active member of: the consultation counts against that unit's pool and its
   * owner and active admins see it. Absent: a personal consultation.
   */
  businessUnitId: z.string().max(255, 'Identificador de unidade inválido.').optional(),
});

export const hasPatient = (input: { patient?: unknown; patients?: unknown }) =>
  input.patient !== undefined || input.patients !== undefined;

export const createConsultationSchema = createConsultationFields.refine(hasPatient, {
  message: PATIENT_OR_PATIENTS_MESSAGE,
  path: ['patient'],
});

/**
 * PUT /api/consultations/:id/other-patients — "Outro animal": the visit's other animals, after the main
 * one, in order. Replacing them forgets a split of the transcript and the documents of removed animals.
 */
export const otherPatientsSchema = z.object({
  patients: z
    .array(patientSchema, 'Lista de animais inválida.')
    .max(MAX_PATIENTS - 1, TOO_MANY_PATIENTS_MESSAGE),
});
export type OtherPatientsInput = z.input<typeof otherPatientsSchema>;

/** The visit's animals from a creation request, the main one first. */
export function patientsOfInput(input: { patient?: Patient; patients?: Patient[] }): Patient[] {
  if (input.patients && input.patients.length > 0) return input.patients;
  return input.patient ? [input.patient] : [];
}
export type CreateConsultationInput = z.input<typeof createConsultationSchema>;

/** POST /api/consultations/:id/finish: the recording stopped after this segment. */
export const finishConsultationSchema = z.object({
  lastSegmentIndex: z.number().int().min(0).max(MAX_SEGMENT_INDEX, 'Índice de trecho inválido.'),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .optional(),
});
export type FinishConsultationInput = z.input<typeof finishConsultationSchema>;

/**
 * PATCH /api/consultations/:id/transcript: the vet's edit, anonymised again before it is stored. Also the
 * "type or paste notes" path: on a consultation with no audio at all it becomes the transcript and the
 * consultation is ready.
 */
export const updateTranscriptSchema = z.object({
  transcript: multiLineText().max(MAX_TRANSCRIPT_CHARS, 'A transcrição é longa demais.'),
  tutorName: singleLineText().max(120, 'Nome do tutor longo demais.').optional(),
});
export type UpdateTranscriptInput = z.input<typeof updateTranscriptSchema>;

/**
 * The animal as the API answers it: the fields of patientSchema without its input rules, so a row stored
 * before a rule changed still reads. Responses are plain shapes: no defaults, no transforms.
 */
export const patientViewSchema = z.object({
  name: z.string(),
  species: z.enum(SPECIES),
  breed: z.string().optional(),
  sex: z.enum(ANIMAL_SEXES).optional(),
  age: z.string().optional(),
  weightKg: z.number().optional(),
  neutered: z.boolean().optional(),
});

/** One segment's transcription; also the answer of POST /api/consultations/:id/segments/:index. */
export const transcriptSegmentViewSchema = z.object({
  index: z.number().int(),
  status: z.enum(SEGMENT_STATUSES),
  /** Redacted text; empty until done. */
  text: z.string(),
  attempts: z.number().int(),
  errorCode: z.string().nullable(),
  /** pt-BR text for a failed segment. */
  errorMessage: z.string().nullable(),
});
export type TranscriptSegmentView = z.infer<typeof transcriptSegmentViewSchema>;

/** GET /api/consultations/:id, and the answer of every write on one consultation. */
export const consultationViewSchema = z.object({
  id: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  /** The main animal: patients[0]. */
  patient: patientViewSchema,
  /** Every animal of the visit, the main one first. Optional: older answers lack it. */
  patients: z.array(patientViewSchema).optional(),
  /** How the transcript was split between the animals, when proposed; null on a visit with one animal. */
  animalSplit: animalSplitViewSchema.nullable().optional(),
  /** Redacted transcript: done segments in index order, or the vet's edit. */
  transcript: z.string(),
  transcriptTooShort: z.boolean(),
  transcriptEditedAt: z.string().nullable(),
  lastSegmentIndex: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  sttProvider: z.string().nullable(),
  sttModel: z.string().nullable(),
  segments: z.array(transcriptSegmentViewSchema),
  /** Segments not yet done: pending or failed ones, plus indexes never received up to the last one. */
  pendingSegments: z.number().int(),
  /**
   * Words the speech vendor misheard that VetVoz corrected with the vocabulary, once each, so the vet can
   * check them. Optional: older answers lack it.
   */
  vocabularyCorrections: z.array(vocabularyCorrectionSchema).optional(),
  /**
   * Who said each paragraph of `transcript` (transcriptParagraphs), in order; a suggestion until the vet
   * sets one. Empty when nobody could tell; optional: older answers lack it.
   */
  speakers: z.array(speakerLabelSchema).optional(),
  /** The unit it counts against; null for a personal consultation. Optional: older answers lack it. */
  businessUnitId: z.string().nullable().optional(),
  /**
   * True when the caller reads another vet's unit consultation (as the unit's owner or admin): they may not
   * record, edit, generate, issue or send in it. Absent on the answers of writes, which only the author makes.
   */
  readOnly: z.boolean().optional(),
  /**
   * Why it is read-only: another vet's unit consultation (`other-author`), or the caller's own from a unit
   * they no longer belong to (`left-unit`: it stays with the unit's record).
   */
  readOnlyReason: z.enum(['other-author', 'left-unit']).optional(),
  /** The vet who recorded it, who signs its documents. */
  authorName: z.string().optional(),
  /** The author's CRMV as saved in their profile, for a reader's preview of the documents they sign. */
  authorCrmv: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsultationView = z.infer<typeof consultationViewSchema>;

/**
 * Fewer words than this (placeholders such as [TUTOR] not counted) is "too short": silence, a cough,
 * "pode começar", or a Whisper hallucination on silence ("Obrigado.", "Legendas pela comunidade
 * Amara.org") are all well below it, while the shortest real consultation note — complaint, one
 * finding and a conduct — takes a few sentences, about 10 seconds of speech at ~150 words/min.
 * Generating documents from less invites the model to invent the visit (docs/ai-providers.md).
 */
export const MIN_TRANSCRIPT_WORDS = 20;

export const TRANSCRIPT_TOO_SHORT_MESSAGE =
  'A transcrição está vazia ou curta demais para gerar documentos. Grave novamente ou complete o texto.';

export function transcriptWordCount(text: string): number {
  return text
    .replace(/\[[A-ZÇÃÉ]+\]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function isTranscriptTooShort(text: string): boolean {
  return transcriptWordCount(text) < MIN_TRANSCRIPT_WORDS;
}

/**
 * Consultations the user may still start. `used` is what the caller counted (the `usage` rows, decision 013)
 * and `limit` the plan's (the free trial's 10 unless told).
 */
export function remainingConsultations({
  used,
  limit = FREE_CONSULTATIONS,
}: {
  used: number;
  limit?: number;
}): number {
  return Math.max(0, limit - used);
}
