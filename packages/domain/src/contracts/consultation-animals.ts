import { confirmAnimalSplitSchema } from '../animals/split-schemas.ts';
import { consultationViewSchema, otherPatientsSchema } from '../consultation.ts';
import { consultationParamsSchema } from './consultations.ts';
import { defineContract, json, jsonBody } from './contract.ts';

export const setOtherPatientsContract = defineContract({
  method: 'put',
  path: '/api/consultations/{id}/other-patients',
  operationId: 'setConsultationOtherPatients',
  tag: 'consultas',
  summary: 'Informa os outros animais da consulta',
  description:
    'Os animais da visita além do principal ("Outro animal"), na ordem. Trocar a lista desfaz a divisão da ' +
    'transcrição entre os animais e apaga os documentos dos animais retirados.',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(otherPatientsSchema) },
  responses: { 200: json(consultationViewSchema, 'A consulta, com seus animais.') },
  errors: ['NOT_FOUND'],
});

export const proposeAnimalSplitContract = defineContract({
  method: 'post',
  path: '/api/consultations/{id}/animal-split',
  operationId: 'proposeConsultationAnimalSplit',
  tag: 'consultas',
  summary: 'Propõe a divisão da transcrição entre os animais',
  description:
    'Regras (os nomes dos animais, "os dois", "ambos") e o modelo de texto propõem de qual animal fala ' +
    'cada trecho; o veterinário confere e confirma antes de gerar os documentos por animal. Se a divisão ' +
    'falhar, os documentos seguem como numa consulta de um animal só.',
  access: 'session',
  request: { params: consultationParamsSchema },
  responses: { 200: json(consultationViewSchema, 'A consulta, com a divisão proposta.') },
  errors: ['NOT_FOUND', 'TRANSCRIPTION_IN_PROGRESS'],
});

export const confirmAnimalSplitContract = defineContract({
  method: 'put',
  path: '/api/consultations/{id}/animal-split',
  operationId: 'confirmConsultationAnimalSplit',
  tag: 'consultas',
  summary: 'Confirma a divisão da transcrição entre os animais',
  description:
    'Os animais de cada trecho proposto, na ordem, como o veterinário os deixou. Os próximos documentos ' +
    'são gerados para cada animal com os trechos dele e os da visita como um todo.',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(confirmAnimalSplitSchema) },
  responses: { 200: json(consultationViewSchema, 'A consulta, com a divisão confirmada.') },
  errors: ['NOT_FOUND', 'CONFLICT'],
});
