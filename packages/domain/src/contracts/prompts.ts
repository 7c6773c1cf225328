import { z } from 'zod';
import { DOCUMENT_TYPES } from '../documents/document-types.ts';
import {
  createPromptVersionSchema,
  promptTestResultSchema,
  promptTypeListSchema,
  promptVersionListSchema,
  promptVersionViewSchema,
  testPromptSchema,
} from '../prompts.ts';
import { defineContract, json, jsonBody } from './contract.ts';

/** Any text reaches the handler: a type that is not one of DOCUMENT_TYPES is 404, like an unknown page. */
export const promptTypeParamsSchema = z.object({
  type: z.string().meta({ description: `Tipo de documento: ${DOCUMENT_TYPES.join(', ')}.` }),
});

export const promptVersionParamsSchema = promptTypeParamsSchema.extend({
  id: z.string().meta({ description: 'Identificador da versão (UUID).' }),
});

export const listPromptTypesContract = defineContract({
  method: 'get',
  path: '/api/prompts',
  operationId: 'listPromptTypes',
  tag: 'prompts',
  summary: 'Lista os prompts por tipo de documento',
  description: 'Cada tipo de documento com a versão em uso e quantas versões tem.',
  access: 'site-admin',
  responses: { 200: json(promptTypeListSchema, 'Um item por tipo de documento.') },
});

export const listPromptVersionsContract = defineContract({
  method: 'get',
  path: '/api/prompts/{type}/versions',
  operationId: 'listPromptVersions',
  tag: 'prompts',
  summary: 'Histórico de versões de um prompt',
  description: 'Da mais nova para a mais antiga, com autor, data e qual está em uso.',
  access: 'site-admin',
  request: { params: promptTypeParamsSchema },
  responses: { 200: json(promptVersionListSchema, 'As versões do prompt.') },
  errors: ['NOT_FOUND'],
});

export const createPromptVersionContract = defineContract({
  method: 'post',
  path: '/api/prompts/{type}/versions',
  operationId: 'createPromptVersion',
  tag: 'prompts',
  summary: 'Cria uma versão do prompt',
  description: 'A versão nova fica inativa, para ser testada antes, a menos que `activate` seja verdadeiro.',
  access: 'site-admin',
  request: { params: promptTypeParamsSchema, body: jsonBody(createPromptVersionSchema) },
  responses: { 201: json(promptVersionViewSchema, 'A versão criada.') },
  errors: ['NOT_FOUND'],
});

export const activatePromptVersionContract = defineContract({
  method: 'post',
  path: '/api/prompts/{type}/versions/{id}/activate',
  operationId: 'activatePromptVersion',
  tag: 'prompts',
  summary: 'Coloca uma versão do prompt em uso',
  description: 'Ativar uma versão anterior desfaz uma mudança.',
  access: 'site-admin',
  request: { params: promptVersionParamsSchema },
  responses: { 200: json(promptVersionViewSchema, 'A versão, agora em uso.') },
  errors: ['NOT_FOUND'],
});

export const testPromptContract = defineContract({
  method: 'post',
  path: '/api/prompts/{type}/test',
  operationId: 'testPrompt',
  tag: 'prompts',
  summary: 'Testa um rascunho de prompt',
  description:
    'Gera o documento com o rascunho (não salvo) e com a versão em uso, na mesma transcrição: a de ' +
    'exemplo do tipo, ou a enviada com os dados do animal. Cada lado pode falhar sozinho.',
  access: 'site-admin',
  request: { params: promptTypeParamsSchema, body: jsonBody(testPromptSchema) },
  responses: { 200: json(promptTestResultSchema, 'Os dois resultados, lado a lado.') },
  errors: ['NOT_FOUND'],
});
