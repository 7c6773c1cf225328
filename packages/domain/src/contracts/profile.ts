import { z } from 'zod';
import { profileSchema, profileUpdateSchema } from '../profile.ts';
import { binary, defineContract, json, jsonBody, noContent } from './contract.ts';

export const getProfileContract = defineContract({
  method: 'get',
  path: '/api/profile',
  operationId: 'getProfile',
  tag: 'perfil',
  summary: 'Perfil do usuário',
  access: 'session',
  responses: { 200: json(profileSchema, 'O perfil, com o plano e as consultas disponíveis.') },
  errors: ['NOT_FOUND'],
});

export const updateProfileContract = defineContract({
  method: 'patch',
  path: '/api/profile',
  operationId: 'updateProfile',
  tag: 'perfil',
  summary: 'Altera o perfil',
  description: 'Só os campos enviados mudam; e-mail, CPF e plano têm fluxos próprios.',
  access: 'session',
  request: { body: jsonBody(profileUpdateSchema) },
  responses: { 200: json(profileSchema, 'O perfil alterado.') },
  errors: ['NOT_FOUND'],
});

export const profilePhotoResponseSchema = z.object({
  /** The photo's address with its version, so a new photo is never taken from a cache. */
  photoURL: z.string(),
});
export type ProfilePhotoResponse = z.infer<typeof profilePhotoResponseSchema>;

export const setProfilePhotoContract = defineContract({
  method: 'put',
  path: '/api/profile/photo',
  operationId: 'setProfilePhoto',
  tag: 'perfil',
  summary: 'Envia a foto do perfil',
  description:
    'Formulário multipart com o campo `photo` (JPEG, PNG ou WebP, até 5 MB). A imagem é conferida pelo ' +
    'conteúdo, reduzida e regravada sem metadados.',
  access: 'session',
  request: {
    body: {
      content: { 'multipart/form-data': { schema: { type: 'string', format: 'binary' } } },
      required: true,
      description: 'O campo `photo` com a imagem.',
    },
  },
  responses: { 200: json(profilePhotoResponseSchema, 'A foto foi salva.') },
  errors: ['VALIDATION', 'PAYLOAD_TOO_LARGE'],
});

export const getProfilePhotoContract = defineContract({
  method: 'get',
  path: '/api/profile/photo',
  operationId: 'getProfilePhoto',
  tag: 'perfil',
  summary: 'Foto do perfil',
  description: 'A imagem do próprio usuário; `v` (a versão, no endereço devolvido pelo envio) permite cache.',
  access: 'session',
  request: {
    query: z.object({ v: z.string().max(64, 'Versão da foto inválida.').optional() }),
  },
  responses: { 200: binary('image/*', 'A imagem (JPEG ou WebP).') },
  errors: ['NOT_FOUND'],
});

export const removeProfilePhotoContract = defineContract({
  method: 'delete',
  path: '/api/profile/photo',
  operationId: 'removeProfilePhoto',
  tag: 'perfil',
  summary: 'Remove a foto do perfil',
  access: 'session',
  responses: { 204: noContent('A foto foi removida (ou não havia foto).') },
});

export const exportProfileDataContract = defineContract({
  method: 'get',
  path: '/api/profile/export',
  operationId: 'exportProfileData',
  tag: 'perfil',
  summary: 'Exporta os dados do usuário (LGPD)',
  description:
    'Um arquivo zip com o perfil, as consultas e os documentos do usuário, enviado aos poucos; no máximo ' +
    '5 por hora.',
  access: 'session',
  responses: { 200: binary('application/zip', 'O arquivo zip (Content-Disposition: attachment).') },
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});
