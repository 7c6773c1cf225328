import { z } from 'zod';
import { addVocabularyTermSchema, vocabularyTermSchema, vocabularyViewSchema } from '../vocabulary.ts';
import { defineContract, json, jsonBody, noContent } from './contract.ts';

export const vocabularyTermParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador do termo (UUID).' }),
});

export const getVocabularyContract = defineContract({
  method: 'get',
  path: '/api/vocabulary',
  operationId: 'getVocabulary',
  tag: 'perfil',
  summary: 'Vocabulário do veterinário e das suas unidades',
  description:
    'Termos aprendidos nas correções das transcrições ou adicionados à mão, e as listas das unidades em ' +
    'que o usuário é membro ativo.',
  access: 'session',
  responses: { 200: json(vocabularyViewSchema, 'As listas de vocabulário.') },
});

export const addVocabularyTermContract = defineContract({
  method: 'post',
  path: '/api/vocabulary/terms',
  operationId: 'addVocabularyTerm',
  tag: 'perfil',
  summary: 'Adiciona um termo ao vocabulário',
  description:
    'À lista do próprio usuário, ou à de uma unidade (`unitId`, só dono ou administrador). Nomes de ' +
    'pessoas são recusados.',
  access: 'session',
  request: { body: jsonBody(addVocabularyTermSchema) },
  responses: { 201: json(vocabularyTermSchema, 'O termo adicionado (ou o que já existia).') },
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const removeVocabularyTermContract = defineContract({
  method: 'delete',
  path: '/api/vocabulary/terms/{id}',
  operationId: 'removeVocabularyTerm',
  tag: 'perfil',
  summary: 'Remove um termo do vocabulário',
  description: 'Do próprio usuário, ou de uma unidade que ele administra.',
  access: 'session',
  request: { params: vocabularyTermParamsSchema },
  responses: { 204: noContent('Termo removido.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
