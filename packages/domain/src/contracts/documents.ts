import { z } from 'zod';
import {
  documentEmailResponseSchema,
  documentListSchema,
  documentRecordSchema,
  documentTextResponseSchema,
  emailDocumentSchema,
  generateDocumentsSchema,
  issueDocumentSchema,
  patientWeightSchema,
  updateDocumentSchema,
} from '../document-records.ts';
import { emailAllDocumentsResponseSchema, emailAllDocumentsSchema } from '../documents/delivery.ts';
import { consultationParamsSchema } from './consultations.ts';
import { binary, defineContract, json, jsonBody } from './contract.ts';

/** A document's id: any text reaches the handler, and one that is not a visible document is 404. */
export const documentParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador do documento (UUID).' }),
});

export const listDocumentsContract = defineContract({
  method: 'get',
  path: '/api/consultations/{id}/documents',
  operationId: 'listConsultationDocuments',
  tag: 'documentos',
  summary: 'Lista os documentos de uma consulta',
  access: 'session',
  request: { params: consultationParamsSchema },
  responses: { 200: json(documentListSchema, 'Os documentos da consulta, um por tipo.') },
  errors: ['NOT_FOUND'],
});

export const setPatientWeightContract = defineContract({
  method: 'put',
  path: '/api/consultations/{id}/weight',
  operationId: 'setConsultationPatientWeight',
  tag: 'documentos',
  summary: 'Informa o peso do animal',
  description:
    'Grava o peso do animal da consulta e confere de novo os documentos prontos (doses da receita por kg).',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(patientWeightSchema) },
  responses: { 200: json(documentListSchema, 'Os documentos da consulta, conferidos com o peso novo.') },
  errors: ['NOT_FOUND'],
});

export const generateDocumentsContract = defineContract({
  method: 'post',
  path: '/api/consultations/{id}/documents',
  operationId: 'generateConsultationDocuments',
  tag: 'documentos',
  summary: 'Gera documentos da consulta',
  description:
    'Recusa uma transcrição vazia ou curta demais; depois inicia uma geração por tipo e responde já, com ' +
    'os documentos em `generating`. O andamento chega pelo fluxo de eventos dos documentos.',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(generateDocumentsSchema) },
  responses: { 202: json(documentListSchema, 'Os documentos pedidos, em geração.') },
  errors: ['NOT_FOUND', 'TRANSCRIPTION_IN_PROGRESS'],
});

export const documentEventsContract = defineContract({
  method: 'get',
  path: '/api/consultations/{id}/documents/events',
  operationId: 'streamConsultationDocumentEvents',
  tag: 'documentos',
  summary: 'Documentos ao vivo (SSE)',
  description:
    'Server-sent events da união `DocumentStreamEvent`: `snapshot` (todos os documentos, primeiro, com o ' +
    'passo `seqs` de cada um em geração), `patch` (o que o conteúdo em geração ganhou desde o passo `base`: ' +
    'folhas alteradas ou texto acrescentado), `document` (um documento inteiro: mudança de estado, edição, ' +
    'ou quando um `patch` não se aplicaria) e ' +
    '`signed-out` (a sessão acabou; o fluxo termina). O campo `data` de cada evento é JSON. Um `ping` a ' +
    'cada 15 s mantém a conexão.',
  access: 'session',
  request: { params: consultationParamsSchema },
  responses: { 200: binary('text/event-stream', 'O fluxo de eventos dos documentos.') },
  errors: ['NOT_FOUND'],
});

export const getDocumentContract = defineContract({
  method: 'get',
  path: '/api/documents/{id}',
  operationId: 'getDocument',
  tag: 'documentos',
  summary: 'Lê um documento',
  access: 'session',
  request: { params: documentParamsSchema },
  responses: { 200: json(documentRecordSchema, 'O documento.') },
  errors: ['NOT_FOUND'],
});

export const updateDocumentContract = defineContract({
  method: 'patch',
  path: '/api/documents/{id}',
  operationId: 'updateDocument',
  tag: 'documentos',
  summary: 'Salva a edição de um documento',
  description: 'O conteúdo é validado pelo esquema do tipo do documento (até 64 KB).',
  access: 'session',
  request: { params: documentParamsSchema, body: jsonBody(updateDocumentSchema) },
  responses: { 200: json(documentRecordSchema, 'O documento editado.') },
  errors: ['NOT_FOUND', 'DOCUMENT_GENERATING', 'PAYLOAD_TOO_LARGE'],
});

export const restoreDocumentContract = defineContract({
  method: 'post',
  path: '/api/documents/{id}/restore',
  operationId: 'restoreDocument',
  tag: 'documentos',
  summary: 'Volta à versão gerada',
  description: 'Desfaz as edições: o conteúdo volta a ser o que o modelo gerou.',
  access: 'session',
  request: { params: documentParamsSchema },
  responses: { 200: json(documentRecordSchema, 'O documento como foi gerado.') },
  errors: ['NOT_FOUND', 'NOTHING_TO_RESTORE'],
});

export const retryDocumentContract = defineContract({
  method: 'post',
  path: '/api/documents/{id}/retry',
  operationId: 'retryDocument',
  tag: 'documentos',
  summary: 'Gera um documento de novo',
  access: 'session',
  request: { params: documentParamsSchema },
  responses: { 202: json(documentRecordSchema, 'O documento, em geração.') },
  errors: ['NOT_FOUND', 'TRANSCRIPTION_IN_PROGRESS'],
});

const ISSUE_NOTE =
  'Os dados do responsável pelo animal são impressos e não são guardados. Limite de emissões por usuário.';

export const documentPdfContract = defineContract({
  method: 'post',
  path: '/api/documents/{id}/pdf',
  operationId: 'issueDocumentPdf',
  tag: 'documentos',
  summary: 'Emite o PDF do documento',
  description: `O PDF, com o veterinário e o estabelecimento. ${ISSUE_NOTE}`,
  access: 'session',
  request: { params: documentParamsSchema, body: jsonBody(issueDocumentSchema) },
  responses: { 200: binary('application/pdf', 'O PDF, como anexo com o nome do arquivo.') },
  errors: ['NOT_FOUND', 'DOCUMENT_NOT_READY', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED', 'UNAVAILABLE'],
});

export const documentTextContract = defineContract({
  method: 'post',
  path: '/api/documents/{id}/text',
  operationId: 'issueDocumentText',
  tag: 'documentos',
  summary: 'Texto do documento para copiar ou enviar',
  description: `O documento em texto simples, para copiar ou enviar pelo WhatsApp. ${ISSUE_NOTE}`,
  access: 'session',
  request: { params: documentParamsSchema, body: jsonBody(issueDocumentSchema) },
  responses: { 200: json(documentTextResponseSchema, 'O texto e o nome do PDF.') },
  errors: ['NOT_FOUND', 'DOCUMENT_NOT_READY', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'],
});

export const emailDocumentContract = defineContract({
  method: 'post',
  path: '/api/documents/{id}/email',
  operationId: 'emailDocument',
  tag: 'documentos',
  summary: 'Envia o documento ao tutor por e-mail',
  description: `Com o PDF anexo; o endereço é usado só neste envio. Exige o e-mail do veterinário confirmado. ${ISSUE_NOTE}`,
  access: 'session',
  request: { params: documentParamsSchema, body: jsonBody(emailDocumentSchema) },
  responses: { 200: json(documentEmailResponseSchema, 'E-mail enviado.') },
  errors: [
    'EMAIL_NOT_VERIFIED',
    'NOT_FOUND',
    'DOCUMENT_NOT_READY',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMITED',
    'UNAVAILABLE',
  ],
});

export const emailAllDocumentsContract = defineContract({
  method: 'post',
  path: '/api/consultations/{id}/documents/email',
  operationId: 'emailAllConsultationDocuments',
  tag: 'documentos',
  summary: 'Envia todos os documentos prontos ao tutor em um e-mail',
  description:
    'Uma mensagem com o PDF de cada documento pronto; os que ainda não estão prontos ficam de fora e vêm ' +
    `listados na resposta. O endereço é usado só neste envio. Exige o e-mail do veterinário confirmado. ${ISSUE_NOTE}`,
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(emailAllDocumentsSchema) },
  responses: { 200: json(emailAllDocumentsResponseSchema, 'E-mail enviado.') },
  errors: [
    'EMAIL_NOT_VERIFIED',
    'NOT_FOUND',
    'DOCUMENT_NOT_READY',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMITED',
    'UNAVAILABLE',
  ],
});
