import { z } from 'zod';
import { emailSchema, MAX_PASSWORD_LENGTH, signInSchema } from '../registration.ts';
import { defineContract, json, jsonBody } from './contract.ts';

/**
 * The better-auth endpoints the browser calls, one contract each: the server checks the request against
 * these schemas (unknown fields dropped, so no callback URL of a caller's choosing gets through) before
 * better-auth runs, and the web parses the answers with them. better-auth's answers carry more fields than
 * these; the schemas name what a client may rely on and let the rest pass.
 */

const currentPasswordSchema = z
  .string({ error: 'Informe sua senha atual.' })
  .min(1, 'Informe sua senha atual.')
  .max(MAX_PASSWORD_LENGTH, 'Senha incorreta.');
/** Strength (zxcvbn) is checked by the server, which knows the user's name and e-mail. */
const newPasswordSchema = z
  .string({ error: 'Informe a nova senha.' })
  .min(1, 'Informe a nova senha.')
  .max(MAX_PASSWORD_LENGTH, 'A senha é longa demais.');
const tokenSchema = z
  .string({ error: 'O link é inválido.' })
  .min(1, 'O link é inválido.')
  .max(512, 'O link é inválido.');

const authUserSchema = z.looseObject({ id: z.string(), email: z.string(), name: z.string() });
/** A session's user (sign-in, password change). */
export const authUserResponseSchema = z.looseObject({ user: authUserSchema });
/** Done (e-mail confirmed, password reset). */
export const authStatusSchema = z.looseObject({ status: z.literal(true) });
/** The reset e-mail was asked for: the same answer whether or not the address has an account. */
export const passwordResetRequestedSchema = authStatusSchema.extend({ message: z.string() });
/** Signed out, account deleted. */
export const authSuccessSchema = z.looseObject({ success: z.literal(true) });

export const signInWithEmailSchema = signInSchema.extend({ rememberMe: z.boolean().optional() });
export type SignInWithEmail = z.input<typeof signInWithEmailSchema>;

export const signInContract = defineContract({
  method: 'post',
  path: '/api/auth/sign-in/email',
  operationId: 'signIn',
  tag: 'autenticacao',
  summary: 'Entra com e-mail e senha',
  description:
    'Define o cookie de sessão. Limite de tentativas por endereço de rede e por e-mail; conta suspensa ou ' +
    'e-mail de administrador não confirmado são recusados.',
  access: 'public',
  request: { body: jsonBody(signInWithEmailSchema) },
  responses: {
    200: json(authUserResponseSchema, 'Sessão iniciada (cookie em Set-Cookie).'),
  },
  errors: ['INVALID_CREDENTIALS', 'ACCOUNT_SUSPENDED', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
});

export const signOutContract = defineContract({
  method: 'post',
  path: '/api/auth/sign-out',
  operationId: 'signOut',
  tag: 'autenticacao',
  summary: 'Sai da conta',
  description: 'Encerra a sessão do cookie e o apaga; sem sessão, responde o mesmo.',
  access: 'public',
  responses: { 200: json(authSuccessSchema, 'Sessão encerrada.') },
});

export const verifyEmailQuerySchema = z.object({ token: tokenSchema });

export const verifyEmailContract = defineContract({
  method: 'get',
  path: '/api/auth/verify-email',
  operationId: 'verifyEmail',
  tag: 'contas',
  summary: 'Confirma o e-mail',
  description: 'Com o token do link enviado por e-mail (vale 24 horas).',
  access: 'public',
  request: { query: verifyEmailQuerySchema },
  responses: { 200: json(authStatusSchema, 'E-mail confirmado.') },
  errors: ['INVALID_VERIFICATION_LINK'],
});

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export const requestPasswordResetContract = defineContract({
  method: 'post',
  path: '/api/auth/request-password-reset',
  operationId: 'requestPasswordReset',
  tag: 'autenticacao',
  summary: 'Pede o link de redefinição de senha',
  description:
    'Envia o link se o e-mail estiver cadastrado, e responde o mesmo se não estiver (nada revela quem tem ' +
    'conta). No máximo 3 por e-mail por hora.',
  access: 'public',
  request: { body: jsonBody(requestPasswordResetSchema) },
  responses: {
    200: json(passwordResetRequestedSchema, 'Pedido recebido; a mensagem diz isso em pt-BR.'),
  },
  errors: ['RATE_LIMITED'],
});

export const resetPasswordSchema = z.object({ token: tokenSchema, newPassword: newPasswordSchema });

export const resetPasswordContract = defineContract({
  method: 'post',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  tag: 'autenticacao',
  summary: 'Redefine a senha pelo link',
  description: 'A nova senha precisa ser forte; os outros links e todas as sessões da conta deixam de valer.',
  access: 'public',
  request: { body: jsonBody(resetPasswordSchema) },
  responses: { 200: json(authStatusSchema, 'Senha redefinida.') },
  errors: ['INVALID_RESET_LINK'],
});

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePassword = z.input<typeof changePasswordSchema>;

export const changePasswordContract = defineContract({
  method: 'post',
  path: '/api/auth/change-password',
  operationId: 'changePassword',
  tag: 'autenticacao',
  summary: 'Troca a senha',
  description: 'Pede a senha atual; a nova precisa ser forte. Pode encerrar as outras sessões.',
  access: 'session',
  request: { body: jsonBody(changePasswordSchema) },
  responses: { 200: json(authUserResponseSchema, 'Senha trocada.') },
  errors: ['WRONG_PASSWORD'],
});

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Informe sua senha para excluir a conta.' })
    .min(1, 'Informe sua senha para excluir a conta.')
    .max(MAX_PASSWORD_LENGTH, 'Senha incorreta.'),
});

export const deleteAccountContract = defineContract({
  method: 'post',
  path: '/api/auth/delete-user',
  operationId: 'deleteAccount',
  tag: 'perfil',
  summary: 'Exclui a conta',
  description:
    'LGPD: apaga a conta, a foto, as sessões e os dados do usuário, depois de conferir a senha. Sem volta.',
  access: 'session',
  request: { body: jsonBody(deleteAccountSchema) },
  responses: { 200: json(authSuccessSchema, 'Conta excluída.') },
  errors: ['WRONG_PASSWORD'],
});
