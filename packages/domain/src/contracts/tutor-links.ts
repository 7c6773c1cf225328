import { z } from 'zod';
import {
  createTutorLinkSchema,
  tutorLinkListSchema,
  tutorLinkSchema,
  tutorPackSchema,
} from '../tutor-links.ts';
import { consultationParamsSchema } from './consultations.ts';
import { defineContract, json, jsonBody } from './contract.ts';

export const tutorLinkParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador do link do tutor (UUID).' }),
});
export const tutorPackParamsSchema = z.object({
  token: z.string().meta({ description: 'O código do link, sem a chave.' }),
});

export const createTutorLinkContract = defineContract({
  method: 'post',
  path: '/api/consultations/{id}/tutor-links',
  operationId: 'createTutorLink',
  tag: 'documentos',
  summary: 'Cria o link privado do tutor',
  description:
    'Guarda os documentos já cifrados pelo navegador (AES-GCM); a chave fica só no fragmento do link e ' +
    'nunca chega ao servidor. Só quem registrou a consulta cria links; cada um expira sozinho.',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(createTutorLinkSchema) },
  responses: { 201: json(tutorLinkSchema, 'O link criado, sem a chave.') },
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'DOCUMENT_NOT_READY', 'RATE_LIMITED'],
});

export const listTutorLinksContract = defineContract({
  method: 'get',
  path: '/api/consultations/{id}/tutor-links',
  operationId: 'listTutorLinks',
  tag: 'documentos',
  summary: 'Lista os links enviados ao tutor',
  access: 'session',
  request: { params: consultationParamsSchema },
  responses: { 200: json(tutorLinkListSchema, 'Os links da consulta, do mais novo ao mais antigo.') },
  errors: ['NOT_FOUND'],
});

export const revokeTutorLinkContract = defineContract({
  method: 'post',
  path: '/api/tutor-links/{id}/revoke',
  operationId: 'revokeTutorLink',
  tag: 'documentos',
  summary: 'Revoga um link do tutor',
  description: 'O conteúdo cifrado é apagado na hora; o link passa a mostrar a página de link indisponível.',
  access: 'session',
  request: { params: tutorLinkParamsSchema },
  responses: { 200: json(tutorLinkSchema, 'O link, revogado.') },
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const getTutorPackContract = defineContract({
  method: 'get',
  path: '/api/tutor-packs/{token}',
  operationId: 'getTutorPack',
  tag: 'documentos',
  summary: 'Conteúdo cifrado de um link do tutor',
  description:
    'Pública: a página do tutor decifra no aparelho com a chave do fragmento. Link expirado, revogado, ' +
    'desconhecido ou truncado: 410. Limitada por endereço.',
  access: 'public',
  request: { params: tutorPackParamsSchema },
  responses: { 200: json(tutorPackSchema, 'O conteúdo cifrado e a validade.') },
  errors: ['LINK_GONE', 'RATE_LIMITED'],
});
