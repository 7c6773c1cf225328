import { z } from 'zod';
import {
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  createdUnitApiKeySchema,
  unitApiKeyListSchema,
} from '../api/api-keys.ts';
import { unitParamsSchema } from './business-units.ts';
import { defineContract, json, jsonBody, noContent } from './contract.ts';

export const apiKeyParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador da chave (UUID).' }),
});

export const createApiKeyContract = defineContract({
  method: 'post',
  path: '/api/api-keys',
  operationId: 'createApiKey',
  tag: 'chaves-de-api',
  summary: 'Cria uma chave de API',
  description:
    'A chave aparece uma única vez nesta resposta: o VetVoz guarda só o seu hash. Ela age em nome de quem a ' +
    'criou, com as permissões escolhidas (read, write).',
  access: 'session',
  request: { body: jsonBody(createApiKeySchema) },
  responses: { 201: json(createdApiKeySchema, 'A chave criada, com o valor completo (mostrado só agora).') },
  errors: ['CONFLICT', 'RATE_LIMITED'],
});

export const listApiKeysContract = defineContract({
  method: 'get',
  path: '/api/api-keys',
  operationId: 'listApiKeys',
  tag: 'chaves-de-api',
  summary: 'Lista as chaves de API',
  description:
    'As chaves ativas de quem pergunta: nome, início da chave, permissões e último uso. Nunca a chave.',
  access: 'session',
  responses: { 200: json(apiKeyListSchema, 'As chaves ativas.') },
});

export const revokeApiKeyContract = defineContract({
  method: 'delete',
  path: '/api/api-keys/{id}',
  operationId: 'revokeApiKey',
  tag: 'chaves-de-api',
  summary: 'Revoga uma chave de API',
  description: 'A chave deixa de funcionar na hora, em todos os servidores.',
  access: 'session',
  request: { params: apiKeyParamsSchema },
  responses: { 204: noContent('Chave revogada.') },
  errors: ['NOT_FOUND'],
});

export const unitApiKeyParamsSchema = unitParamsSchema.extend({
  keyId: z.string().meta({ description: 'Identificador da chave (UUID).' }),
});

export const createUnitApiKeyContract = defineContract({
  method: 'post',
  path: '/api/business-units/{id}/api-keys',
  operationId: 'createUnitApiKey',
  tag: 'chaves-de-api',
  summary: 'Cria uma chave de API da unidade',
  description:
    'Proprietário e administradores ativos. A chave aparece uma única vez. As consultas criadas com ela são ' +
    'da unidade (contam na cota dela) e têm como autor quem criou a chave, que assina os documentos. Ela ' +
    'deixa de funcionar quando quem a criou deixa de administrar a unidade.',
  access: 'session',
  request: { params: unitParamsSchema, body: jsonBody(createApiKeySchema) },
  responses: {
    201: json(createdUnitApiKeySchema, 'A chave criada, com o valor completo (mostrado só agora).'),
  },
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const listUnitApiKeysContract = defineContract({
  method: 'get',
  path: '/api/business-units/{id}/api-keys',
  operationId: 'listUnitApiKeys',
  tag: 'chaves-de-api',
  summary: 'Lista as chaves de API da unidade',
  description:
    'Proprietário e administradores ativos: as chaves ativas da unidade, com quem criou cada uma. Nunca a chave.',
  access: 'session',
  request: { params: unitParamsSchema },
  responses: { 200: json(unitApiKeyListSchema, 'As chaves ativas da unidade.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const revokeUnitApiKeyContract = defineContract({
  method: 'delete',
  path: '/api/business-units/{id}/api-keys/{keyId}',
  operationId: 'revokeUnitApiKey',
  tag: 'chaves-de-api',
  summary: 'Revoga uma chave de API da unidade',
  description:
    'Proprietário e administradores ativos. A chave deixa de funcionar na hora, em todos os servidores.',
  access: 'session',
  request: { params: unitApiKeyParamsSchema },
  responses: { 204: noContent('Chave revogada.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
