import { z } from 'zod';
import { MAX_TRANSCRIPT_CHARS, type Patient, patientSchema, patientViewSchema } from './consultation.ts';
import { DOCUMENT_TYPES, type DocumentType } from './documents/document-types.ts';
import { multiLineText, singleLineText } from './text.ts';

/** Prompt management (/prompts, site admins only): payloads of /api/prompts. */

export const MIN_PROMPT_BODY_CHARS = 50;
export const MAX_PROMPT_BODY_CHARS = 20_000;
export const MAX_PROMPT_NOTE_CHARS = 300;

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, 'Tipo de documento inválido.');

const promptBodySchema = multiLineText('Escreva o prompt.')
  .trim()
  .min(MIN_PROMPT_BODY_CHARS, `O prompt deve ter ao menos ${MIN_PROMPT_BODY_CHARS} caracteres.`)
  .max(MAX_PROMPT_BODY_CHARS, `O prompt pode ter no máximo ${MAX_PROMPT_BODY_CHARS} caracteres.`);

/** POST /api/prompts/:type/versions. A new version is inactive unless `activate` is true. */
export const createPromptVersionSchema = z.object({
  body: promptBodySchema,
  note: singleLineText()
    .max(
      MAX_PROMPT_NOTE_CHARS,
      `A descrição da mudança pode ter no máximo ${MAX_PROMPT_NOTE_CHARS} caracteres.`,
    )
    .optional(),
  activate: z.boolean().optional(),
});
export type CreatePromptVersionInput = z.input<typeof createPromptVersionSchema>;

/**
 * POST /api/prompts/:type/test: runs `body` (a draft, not saved) and the active version on the same
 * transcript. Without a transcript, the type's built-in sample (PROMPT_TEST_SAMPLES) is used.
 */
export const testPromptSchema = z
  .object({
    body: promptBodySchema,
    transcript: multiLineText().trim().max(MAX_TRANSCRIPT_CHARS, 'A transcrição é longa demais.').optional(),
    patient: patientSchema.optional(),
  })
  .refine((input) => !input.transcript || input.patient, {
    message: 'Informe os dados do animal para testar com outra transcrição.',
    path: ['patient'],
  });
export type TestPromptInput = z.input<typeof testPromptSchema>;

export const promptVersionViewSchema = z.object({
  id: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  version: z.number().int(),
  body: z.string(),
  note: z.string().nullable(),
  /** "VetVoz" for the seeded defaults. */
  authorName: z.string(),
  active: z.boolean(),
  activatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PromptVersionView = z.infer<typeof promptVersionViewSchema>;

/** GET /api/prompts/:type/versions: the history, newest first. */
export const promptVersionListSchema = z.array(promptVersionViewSchema);

/** GET /api/prompts: one entry per document type. */
export const promptTypeSummarySchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  label: z.string(),
  activeVersion: promptVersionViewSchema.nullable(),
  versionCount: z.number().int(),
});
export type PromptTypeSummary = z.infer<typeof promptTypeSummarySchema>;
export const promptTypeListSchema = z.array(promptTypeSummarySchema);

/** One side of a test: the generated content, or why it failed (pt-BR). */
const promptTestSuccessSchema = z.object({
  ok: z.literal(true),
  content: z.unknown(),
  repaired: z.boolean(),
  durationMs: z.number(),
});
const promptTestFailureSchema = z.object({
  ok: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
  durationMs: z.number(),
});
export const promptTestOutputSchema = z.discriminatedUnion('ok', [
  promptTestSuccessSchema,
  promptTestFailureSchema,
]);
export type PromptTestOutput = z.infer<typeof promptTestOutputSchema>;

/** POST /api/prompts/:type/test answer: the draft and the active version (its number) side by side. */
export const promptTestResultSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  transcript: z.string(),
  patient: patientViewSchema,
  draft: promptTestOutputSchema,
  active: z.discriminatedUnion('ok', [
    promptTestSuccessSchema.extend({ version: z.number().int().nullable() }),
    promptTestFailureSchema.extend({ version: z.number().int().nullable() }),
  ]),
  provider: z.string(),
  model: z.string().nullable(),
});
export type PromptTestResult = z.infer<typeof promptTestResultSchema>;

/**
 * Consultations to test prompts on, one per document type, already anonymised as stored transcripts are.
 * Each says enough for its document and includes traps a faithful prompt must not fall into: a drug
 * considered and dropped, a normal value without a number, vaccines given on another day.
 */
export const PROMPT_TEST_SAMPLES: Record<DocumentType, { patient: Patient; transcript: string }> = {
  anamnese: {
    patient: { name: 'Thor', species: 'cao', breed: 'SRD', sex: 'macho', age: '8 anos', weightKg: 12.4 },
    transcript:
      'Bom dia, pode entrar. Então, o que trouxe o Thor hoje? Ele está vomitando desde anteontem, umas quatro ' +
      'vezes por dia, e quase não come, só bebe água. E as fezes? Ontem estavam mais moles, sem sangue. Ele ' +
      'comeu alguma coisa diferente? Revirou o lixo no fim de semana. As vacinas estão em dia, a V10 e a ' +
      'antirrábica foram em março, e o vermífugo faz uns quatro meses. Ele mora em casa com quintal e tem ' +
      'uma gata que está bem. Come ração seca duas vezes por dia. Vamos examinar. Temperatura 39,2, ' +
      'frequência cardíaca 120, respiratória 28. Mucosas levemente hipocoradas, TPC de dois segundos, ' +
      'desidratação leve, uns cinco por cento. Dor à palpação abdominal cranial, sem massas palpáveis. ' +
      'Linfonodos não reativos, ausculta cardiopulmonar sem alterações. Peso 12,4 quilos. Escore corporal ' +
      'cinco de nove.',
  },
  receita: {
    patient: {
      name: 'Mia',
      species: 'gato',
      breed: 'SRD',
      sex: 'femea',
      age: '3 anos',
      weightKg: 4,
      neutered: true,
    },
    transcript:
      'A Mia está com otite no ouvido esquerdo, com bastante secreção escura e coceira. Vou passar um ' +
      'limpador otológico para usar uma vez ao dia, cinco minutos antes do remédio. O remédio é gentamicina ' +
      'com betametasona e clotrimazol, solução otológica, quatro gotas no ouvido esquerdo de doze em doze ' +
      'horas, por dez dias. Para a dor, meloxicam suspensão oral de 0,5 miligrama por mL, 0,05 miligrama ' +
      'por quilo, que para ela dá 0,4 mL, pela boca, uma vez ao dia, por três dias, sempre depois da ' +
      'comida. Tinha pensado em antibiótico por via oral, mas não vai precisar. Leve um ' +
      'frasco do limpador e um da solução otológica. Retorno em dez dias.',
  },
  diagnostico: {
    patient: {
      name: 'Luna',
      species: 'cao',
      breed: 'Spitz Alemão',
      sex: 'femea',
      age: '9 anos',
      weightKg: 5.8,
    },
    transcript:
      'A Luna está bebendo muita água e fazendo muito xixi há um mês, e a tutora acha que ela emagreceu ' +
      'mesmo comendo bem. No exame, está alerta, hidratada, mucosas normocoradas, abdômen sem dor, pelagem ' +
      'um pouco opaca. Perdeu quase um quilo desde a última consulta. A glicemia no glicosímetro deu 380. ' +
      'Minha suspeita principal é diabetes mellitus, mas precisamos descartar hiperadrenocorticismo e doença ' +
      'renal. Vou pedir hemograma, bioquímico com frutosamina, urinálise com urocultura e ultrassonografia ' +
      'abdominal. Por enquanto, sem medicação; ela volta com os exames para definirmos o tratamento.',
  },
  orientacoes: {
    patient: {
      name: 'Pipoca',
      species: 'gato',
      breed: 'SRD',
      sex: 'femea',
      age: '7 meses',
      weightKg: 3.1,
      neutered: true,
    },
    transcript:
      'A cirurgia da Pipoca correu muito bem, a castração foi tranquila. Ela vai para casa com a roupinha ' +
      'cirúrgica, que deve ficar por dez dias, e não pode lamber os pontos. Hoje à noite ofereça só um pouco ' +
      'de ração úmida e água; amanhã ela já pode comer normalmente. Deixe ela num cômodo tranquilo, sem ' +
      'subir em lugares altos por uma semana. O meloxicam gotas é conforme a receita: quatro gotas pela ' +
      'boca, uma vez ao dia, por três dias, depois da comida. Se tiver sangramento, se os pontos abrirem, se ' +
      'ela ficar mais de um dia sem comer ou vomitar, me ligue. Retorno em dez dias para avaliar a cicatriz ' +
      'e tirar os pontos.',
  },
  'atestado-saude': {
    patient: {
      name: 'Max',
      species: 'cao',
      breed: 'Golden Retriever',
      sex: 'macho',
      age: '4 anos',
      weightKg: 32,
    },
    transcript:
      'O Max vai viajar de avião para Florianópolis, Santa Catarina, no mês que vem, então preciso do ' +
      'atestado de saúde. Examinei agora: bom estado geral, alerta, mucosas normocoradas, sem ectoparasitas, ' +
      'sem sinais clínicos de doença infectocontagiosa ou parasitária. Temperatura 38,5. A antirrábica foi ' +
      'aplicada aqui em 10 de fevereiro de 2026, partida 123/25. A V10 também está em dia, reforço em ' +
      'fevereiro. Vermifugado há um mês com praziquantel e pirantel. Pelagem dourada, sem marcas, microchip ' +
      'número 985 112 003 456 789. As medidas sanitárias do serviço oficial estão atendidas.',
  },
  'atestado-vacinacao': {
    patient: { name: 'Nina', species: 'gato', breed: 'Siamês', sex: 'femea', age: '1 ano', weightKg: 3.4 },
    transcript:
      'Hoje a Nina vai tomar a V5 felina e a antirrábica. Ela já tomou a V4 com três meses, em outra ' +
      'clínica. Está bem no exame, 38,4 de temperatura, pode vacinar. A V5 é da Zoetis, partida 456-22, ' +
      'fabricação março de 2025 e validade março de 2027, dose de 1 mL, subcutânea. A antirrábica é da MSD, ' +
      'partida R7788, validade outubro de 2026, também 1 mL. O reforço da V5 é daqui a 21 dias e a ' +
      'antirrábica é anual. Pode ficar um pouco sonolenta hoje, é normal.',
  },
};
