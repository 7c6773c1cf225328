import {
  apiConsultationDetailSchema,
  apiConsultationListSchema,
  apiConsultationQuerySchema,
  apiConsultationViewSchema,
  createApiConsultationSchema,
  putApiTranscriptSchema,
} from '../api/api-v1.ts';
import {
  documentListSchema,
  documentRecordSchema,
  documentTextResponseSchema,
  generateDocumentsSchema,
  issueDocumentSchema,
} from '../document-records.ts';
import { consultationParamsSchema } from './consultations.ts';
import { binary, binarySchema, defineContract, json, jsonBody } from './contract.ts';
import { documentParamsSchema } from './documents.ts';

/**
 * VetVoz's API for practice systems (docs/api.md): the app's operations behind an API key instead of the
 * session, with the same schemas, quotas, anonymisation, grounding checks and pt-BR errors.
 */

const BEARER = 'Com `Authorization: Bearer <chave>`; o cookie de sessão não vale aqui.';

export const createApiConsultationContract = defineContract({
  method: 'post',
  path: '/api/v1/consultations',
  operationId: 'v1CreateConsultation',
  tag: 'api-v1',
  summary: 'Cria uma consulta',
  englishSummary: 'Creates a consultation',
  description:
    `Os dados do animal (nada do tutor) e, opcionalmente, o identificador do atendimento no seu sistema ` +
    `(\`externalId\`), devolvido em cada resposta. O mesmo \`externalId\` de novo responde a mesma consulta ` +
    `(200) em vez de criar outra: repetir a chamada após uma falha de rede é seguro. Conta na cota como no ` +
    `aplicativo. ${BEARER}`,
  access: 'api-write',
  request: { body: jsonBody(createApiConsultationSchema) },
  responses: {
    200: json(apiConsultationViewSchema, 'A consulta já existia com este externalId.'),
    201: json(apiConsultationViewSchema, 'Consulta criada.'),
  },
  errors: ['QUOTA_EXCEEDED'],
});

export const listApiConsultationsContract = defineContract({
  method: 'get',
  path: '/api/v1/consultations',
  operationId: 'v1ListConsultations',
  tag: 'api-v1',
  summary: 'Procura consultas pelo externalId',
  englishSummary: 'Finds consultations by externalId',
  description: `As consultas de quem criou a chave com este \`externalId\`, da mais nova à mais antiga. ${BEARER}`,
  access: 'api-read',
  request: { query: apiConsultationQuerySchema },
  responses: { 200: json(apiConsultationListSchema, 'As consultas encontradas (talvez nenhuma).') },
});

export const getApiConsultationContract = defineContract({
  method: 'get',
  path: '/api/v1/consultations/{id}',
  operationId: 'v1GetConsultation',
  tag: 'api-v1',
  summary: 'Lê uma consulta',
  englishSummary: 'Reads a consultation',
  description: `Estado, transcrição (anonimizada), \`externalId\` e os documentos prontos num só texto (\`plainText\`: SOAP ou ordem geral de prontuário). ${BEARER}`,
  access: 'api-read',
  request: { params: consultationParamsSchema },
  responses: { 200: json(apiConsultationDetailSchema, 'A consulta.') },
  errors: ['NOT_FOUND'],
});

export const putApiTranscriptContract = defineContract({
  method: 'put',
  path: '/api/v1/consultations/{id}/transcript',
  operationId: 'v1PutTranscript',
  tag: 'api-v1',
  summary: 'Envia o texto da consulta',
  englishSummary: 'Sends the consultation text',
  description:
    `Em vez de áudio: o texto passa pela mesma anonimização do aplicativo (informe \`tutorName\` para que o ` +
    `nome do tutor saia do texto) e a consulta fica pronta para gerar documentos. ${BEARER}`,
  access: 'api-write',
  request: { params: consultationParamsSchema, body: jsonBody(putApiTranscriptSchema) },
  responses: { 200: json(apiConsultationViewSchema, 'A consulta com o texto guardado.') },
  errors: ['NOT_FOUND', 'TRANSCRIPTION_IN_PROGRESS', 'CONSULTATION_FINISHED'],
});

export const uploadApiAudioContract = defineContract({
  method: 'post',
  path: '/api/v1/consultations/{id}/audio',
  operationId: 'v1UploadAudio',
  tag: 'api-v1',
  summary: 'Envia a gravação inteira da consulta',
  englishSummary: 'Uploads the whole recording',
  description:
    `Os mesmos formatos e limites do aplicativo (webm, ogg, mp4/m4a, mp3, wav; até 25 MB): a gravação é ` +
    `transcrita em segundo plano e nunca guardada. Responde 202 com a consulta em transcrição; leia-a com GET ` +
    `até ficar \`ready\`. O nome do tutor, só para anonimizar, vai em \`X-Tutor-Name\` (codificado como URI). ` +
    `Se a resposta for 503, envie de novo após \`Retry-After\`. ${BEARER}`,
  access: 'api-write',
  request: {
    params: consultationParamsSchema,
    body: {
      required: true,
      description: 'Os bytes do áudio, ou um formulário multipart com os campos `audio` e `tutorName`.',
      content: { 'audio/*': { schema: binarySchema }, 'multipart/form-data': { schema: binarySchema } },
    },
  },
  responses: { 202: json(apiConsultationViewSchema, 'Recebida; a transcrição continua no servidor.') },
  errors: ['NOT_FOUND', 'CONSULTATION_FINISHED', 'UNSUPPORTED_MEDIA_TYPE', 'UNAVAILABLE'],
});

export const generateApiDocumentsContract = defineContract({
  method: 'post',
  path: '/api/v1/consultations/{id}/documents',
  operationId: 'v1GenerateDocuments',
  tag: 'api-v1',
  summary: 'Gera documentos',
  englishSummary: 'Drafts documents',
  description:
    `Responde já (202), com os documentos em \`generating\`; leia-os depois com GET. Recusa uma transcrição ` +
    `vazia ou curta demais. ${BEARER}`,
  access: 'api-write',
  request: { params: consultationParamsSchema, body: jsonBody(generateDocumentsSchema) },
  responses: { 202: json(documentListSchema, 'Os documentos pedidos, em geração.') },
  errors: ['NOT_FOUND', 'TRANSCRIPTION_IN_PROGRESS'],
});

export const listApiDocumentsContract = defineContract({
  method: 'get',
  path: '/api/v1/consultations/{id}/documents',
  operationId: 'v1ListDocuments',
  tag: 'api-v1',
  summary: 'Lista os documentos de uma consulta',
  englishSummary: 'Lists a consultation’s documents',
  description: `Um por tipo, com o conteúdo estruturado e os alertas de conferência. ${BEARER}`,
  access: 'api-read',
  request: { params: consultationParamsSchema },
  responses: { 200: json(documentListSchema, 'Os documentos da consulta.') },
  errors: ['NOT_FOUND'],
});

export const getApiDocumentContract = defineContract({
  method: 'get',
  path: '/api/v1/documents/{id}',
  operationId: 'v1GetDocument',
  tag: 'api-v1',
  summary: 'Lê um documento',
  englishSummary: 'Reads a document',
  description: `O conteúdo estruturado, o estado e os alertas de conferência. ${BEARER}`,
  access: 'api-read',
  request: { params: documentParamsSchema },
  responses: { 200: json(documentRecordSchema, 'O documento.') },
  errors: ['NOT_FOUND'],
});

export const apiDocumentTextContract = defineContract({
  method: 'post',
  path: '/api/v1/documents/{id}/text',
  operationId: 'v1DocumentText',
  tag: 'api-v1',
  summary: 'Texto do documento',
  englishSummary: 'The document as plain text',
  description: `O documento em texto simples, com o responsável informado (não guardado). ${BEARER}`,
  access: 'api-read',
  request: { params: documentParamsSchema, body: jsonBody(issueDocumentSchema) },
  responses: { 200: json(documentTextResponseSchema, 'O texto e o nome do PDF.') },
  errors: ['NOT_FOUND', 'DOCUMENT_NOT_READY'],
});

export const apiDocumentPdfContract = defineContract({
  method: 'post',
  path: '/api/v1/documents/{id}/pdf',
  operationId: 'v1DocumentPdf',
  tag: 'api-v1',
  summary: 'Emite o PDF do documento',
  englishSummary: 'Issues the document’s PDF',
  description:
    `O PDF assinado pelo veterinário que criou a chave, como no aplicativo (uma cópia fica no prontuário). ` +
    `${BEARER}`,
  access: 'api-write',
  request: { params: documentParamsSchema, body: jsonBody(issueDocumentSchema) },
  responses: { 200: binary('application/pdf', 'O PDF, como anexo com o nome do arquivo.') },
  errors: ['NOT_FOUND', 'DOCUMENT_NOT_READY', 'UNAVAILABLE'],
});

/** Every v1 operation, for the router and the tests that walk them all. */
export const API_V1_CONTRACTS = [
  createApiConsultationContract,
  listApiConsultationsContract,
  getApiConsultationContract,
  putApiTranscriptContract,
  uploadApiAudioContract,
  generateApiDocumentsContract,
  listApiDocumentsContract,
  getApiDocumentContract,
  apiDocumentTextContract,
  apiDocumentPdfContract,
] as const;
