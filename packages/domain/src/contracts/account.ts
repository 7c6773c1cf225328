import { z } from 'zod';
import { meResponseSchema } from '../current-user.ts';
import { signUpSchema } from '../registration.ts';
import { defineContract, json, jsonBody } from './contract.ts';

export const getMeContract = defineContract({
  method: 'get',
  path: '/api/me',
  operationId: 'getMe',
  tag: 'autenticacao',
  summary: 'Usuário da sessão',
  description:
    'O usuário conectado, ou `user: null` sem sessão (nunca 401: a página pública também pergunta).',
  access: 'public',
  responses: { 200: json(meResponseSchema, 'O usuário da sessão, ou null.') },
});

/** What sign-up answers besides the session cookie it sets. */
export const signUpResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const signUpContract = defineContract({
  method: 'post',
  path: '/api/accounts/sign-up',
  operationId: 'signUp',
  tag: 'contas',
  summary: 'Cria uma conta',
  description:
    'Cria a conta com o perfil validado, inicia a sessão (cookie) e envia o e-mail de confirmação. ' +
    'Senha fraca, e-mail ou CPF já cadastrados são recusados com a mensagem do formulário.',
  access: 'public',
  request: { body: jsonBody(signUpSchema) },
  responses: { 200: json(signUpResponseSchema, 'Conta criada; o cookie de sessão vem em Set-Cookie.') },
  errors: ['EMAIL_TAKEN', 'CPF_TAKEN', 'RATE_LIMITED'],
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const sendVerificationEmailContract = defineContract({
  method: 'post',
  path: '/api/accounts/verification-email',
  operationId: 'sendVerificationEmail',
  tag: 'contas',
  summary: 'Reenvia o e-mail de confirmação',
  description: 'Para o e-mail da sessão, se ainda não confirmado; no máximo 3 por hora.',
  access: 'session',
  responses: { 200: json(messageResponseSchema, 'E-mail enviado; a mensagem diz isso em pt-BR.') },
  errors: ['VALIDATION', 'RATE_LIMITED'],
});
