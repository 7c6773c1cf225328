import {
  styleSuggestionAnswerSchema,
  writingStyleUpdateSchema,
  writingStyleViewSchema,
} from '../writing-style.ts';
import { defineContract, json, jsonBody } from './contract.ts';

export const getWritingStyleContract = defineContract({
  method: 'get',
  path: '/api/profile/writing-style',
  operationId: 'getWritingStyle',
  tag: 'perfil',
  summary: 'Como o veterinário escreve',
  description:
    'As instruções permanentes, o nível de detalhe por tipo de documento e as sugestões tiradas de edições ' +
    'repetidas nos documentos.',
  access: 'session',
  responses: { 200: json(writingStyleViewSchema, 'O estilo de escrita e as sugestões.') },
});

export const updateWritingStyleContract = defineContract({
  method: 'put',
  path: '/api/profile/writing-style',
  operationId: 'updateWritingStyle',
  tag: 'perfil',
  summary: 'Altera como o veterinário escreve',
  description: 'Entram no prompt de geração depois do prompt do administrador.',
  access: 'session',
  request: { body: jsonBody(writingStyleUpdateSchema) },
  responses: { 200: json(writingStyleViewSchema, 'O estilo de escrita salvo.') },
});

export const answerStyleSuggestionContract = defineContract({
  method: 'post',
  path: '/api/profile/writing-style/suggestions',
  operationId: 'answerStyleSuggestion',
  tag: 'perfil',
  summary: 'Aceita ou dispensa uma sugestão de estilo',
  description: 'Aceitar acrescenta a instrução sugerida a "Como você escreve"; dispensar não a oferece mais.',
  access: 'session',
  request: { body: jsonBody(styleSuggestionAnswerSchema) },
  responses: { 200: json(writingStyleViewSchema, 'O estilo de escrita depois da resposta.') },
  errors: ['NOT_FOUND', 'CONFLICT'],
});
