import { z } from 'zod';
import {
  consultationViewSchema,
  createConsultationSchema,
  finishConsultationSchema,
  MAX_SEGMENT_INDEX,
  TOO_MANY_SEGMENTS_MESSAGE,
  transcriptSegmentViewSchema,
  updateTranscriptSchema,
} from '../consultation.ts';
import { setSpeakerSchema } from '../speakers.ts';
import { binary, binarySchema, defineContract, json, jsonBody, noContent } from './contract.ts';

/** A consultation's id: any text reaches the handler, and one that is not a visible consultation is 404. */
export const consultationParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador da consulta (UUID).' }),
});

const SEGMENT_INDEX_MESSAGE = 'Índice de trecho inválido.';

export const segmentParamsSchema = consultationParamsSchema.extend({
  index: z
    .string()
    .regex(/^\d+$/, SEGMENT_INDEX_MESSAGE)
    .refine((index) => Number(index) <= MAX_SEGMENT_INDEX, TOO_MANY_SEGMENTS_MESSAGE)
    .meta({ description: `Posição do trecho na gravação, de 0 a ${MAX_SEGMENT_INDEX}.` }),
});

export const createConsultationContract = defineContract({
  method: 'post',
  path: '/api/consultations',
  operationId: 'createConsultation',
  tag: 'consultas',
  summary: 'Inicia uma consulta',
  description:
    'Cria a consulta com os dados do animal (nada do tutor). Com o mesmo `id` de novo, responde a mesma ' +
    'consulta (200) em vez de criar outra: o navegador repete a criação quando estava sem sinal.',
  access: 'session',
  request: { body: jsonBody(createConsultationSchema) },
  responses: {
    200: json(consultationViewSchema, 'A consulta já existia com este id.'),
    201: json(consultationViewSchema, 'Consulta criada.'),
  },
  // FORBIDDEN: a `businessUnitId` of a unit the caller is not an active member of.
  errors: ['QUOTA_EXCEEDED', 'FORBIDDEN'],
});

export const getConsultationContract = defineContract({
  method: 'get',
  path: '/api/consultations/{id}',
  operationId: 'getConsultation',
  tag: 'consultas',
  summary: 'Lê uma consulta',
  description: 'O animal, a transcrição (anonimizada) e o estado de cada trecho.',
  access: 'session',
  request: { params: consultationParamsSchema },
  responses: { 200: json(consultationViewSchema, 'A consulta.') },
  errors: ['NOT_FOUND'],
});

export const deleteConsultationContract = defineContract({
  method: 'delete',
  path: '/api/consultations/{id}',
  operationId: 'deleteConsultation',
  tag: 'consultas',
  summary: 'Exclui uma consulta',
  description: 'Apaga a consulta, sua transcrição e seus documentos.',
  access: 'session',
  request: { params: consultationParamsSchema },
  responses: { 204: noContent('Consulta excluída.') },
  errors: ['NOT_FOUND'],
});

export const uploadSegmentContract = defineContract({
  method: 'post',
  path: '/api/consultations/{id}/segments/{index}',
  operationId: 'uploadConsultationSegment',
  tag: 'consultas',
  summary: 'Envia um trecho de áudio para transcrição',
  description:
    'O áudio (webm, ogg, mp4/m4a, mp3, wav; até 25 MB) é transcrito durante a requisição e descartado: ' +
    'nunca é guardado. O nome do tutor, só para anonimizar, vai no cabeçalho `X-Tutor-Name` (codificado ' +
    'como URI) ou no campo `tutorName` de um formulário multipart com o áudio no campo `audio`. ' +
    'Repetir um trecho já transcrito responde o mesmo resultado. Com o cabeçalho `Prefer: respond-async` ' +
    'a resposta vem antes da transcrição (202, trecho pendente): o cliente guarda o áudio até ler o trecho ' +
    'transcrito em GET /api/consultations/{id} e, se ele não ficar pronto, envia de novo.',
  access: 'session',
  request: {
    params: segmentParamsSchema,
    body: {
      required: true,
      description: 'Os bytes do áudio, ou um formulário multipart com os campos `audio` e `tutorName`.',
      content: { 'audio/*': { schema: binarySchema }, 'multipart/form-data': { schema: binarySchema } },
    },
  },
  responses: {
    200: json(transcriptSegmentViewSchema, 'O trecho, transcrito ou com a falha.'),
    202: json(transcriptSegmentViewSchema, 'Recebido; a transcrição continua no servidor (trecho pendente).'),
  },
  errors: [
    'NOT_FOUND',
    'CONSULTATION_FINISHED',
    'UNSUPPORTED_MEDIA_TYPE',
    'TRANSCRIPTION_FAILED',
    'UNAVAILABLE',
  ],
});

export const finishConsultationContract = defineContract({
  method: 'post',
  path: '/api/consultations/{id}/finish',
  operationId: 'finishConsultation',
  tag: 'consultas',
  summary: 'Encerra a gravação',
  description: 'Informa o último trecho; a consulta fica pronta quando todos estiverem transcritos.',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(finishConsultationSchema) },
  responses: { 200: json(consultationViewSchema, 'A consulta, em transcrição ou pronta.') },
  errors: ['NOT_FOUND', 'RECORDING_FINISHED'],
});

export const updateTranscriptContract = defineContract({
  method: 'patch',
  path: '/api/consultations/{id}/transcript',
  operationId: 'updateConsultationTranscript',
  tag: 'consultas',
  summary: 'Corrige a transcrição',
  description:
    'O texto do veterinário, anonimizado de novo antes de ser guardado. Numa consulta sem áudio, as ' +
    'anotações digitadas viram a transcrição.',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(updateTranscriptSchema) },
  responses: { 200: json(consultationViewSchema, 'A consulta com a transcrição nova.') },
  errors: ['NOT_FOUND', 'TRANSCRIPTION_IN_PROGRESS'],
});

export const setSpeakerContract = defineContract({
  method: 'put',
  path: '/api/consultations/{id}/speakers',
  operationId: 'setConsultationSpeaker',
  tag: 'consultas',
  summary: 'Diz quem falou um parágrafo',
  description:
    'O veterinário confirma ou troca quem falou um parágrafo da transcrição (Veterinário(a), Tutor ou ' +
    'Outro); a escolha dele vale sobre a sugestão.',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(setSpeakerSchema) },
  responses: { 200: json(consultationViewSchema, 'A consulta com o rótulo novo.') },
  errors: ['NOT_FOUND', 'TRANSCRIPTION_IN_PROGRESS', 'VALIDATION', 'CONFLICT'],
});

export const consultationEventsContract = defineContract({
  method: 'get',
  path: '/api/consultations/{id}/events',
  operationId: 'streamConsultationEvents',
  tag: 'consultas',
  summary: 'Transcrição ao vivo (SSE)',
  description:
    'Server-sent events da união `ConsultationStreamEvent`: `snapshot` (a consulta inteira, primeiro), ' +
    '`segment` (um trecho transcrito ou com falha), `status` (estado ou transcrição mudou), `deleted` ' +
    '(a consulta sumiu; o fluxo termina) e `signed-out` (a sessão acabou; o fluxo termina). O campo ' +
    '`data` de cada evento é JSON. Um `ping` a cada 15 s mantém a conexão.',
  access: 'session',
  request: { params: consultationParamsSchema },
  responses: { 200: binary('text/event-stream', 'O fluxo de eventos da consulta.') },
  errors: ['NOT_FOUND'],
});
