import { z } from 'zod';
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '../api/api-keys.ts';
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
