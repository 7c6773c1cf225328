import { z } from 'zod';
import { DEFAULT_MAINTENANCE_MESSAGE } from './app-config.ts';
import { MESSAGES } from './messages.ts';
import { TUTOR_LINK_GONE_MESSAGE } from './tutor-links.ts';

/**
 * Error codes of the API. Every error response is `{ code, message }`, where message is the pt-BR
 * text a user may read, and `field` (optional) names the form field it is about. Internal details are
 * logged on the server, never sent. Finer codes (EMAIL_TAKEN, CONSULTATION_FINISHED…) let a client react
 * to one case without comparing message texts.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  CPF_TAKEN: 409,
  CONSULTATION_FINISHED: 409,
  RECORDING_FINISHED: 409,
  TRANSCRIPTION_IN_PROGRESS: 409,
  DOCUMENT_GENERATING: 409,
  DOCUMENT_NOT_READY: 409,
  NOTHING_TO_RESTORE: 409,
  WRONG_PASSWORD: 400,
  INVALID_RESET_LINK: 400,
  INVALID_VERIFICATION_LINK: 400,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_SUSPENDED: 403,
  EMAIL_NOT_VERIFIED: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  QUOTA_EXCEEDED: 402,
  TRIAL_USED: 409,
  PAYMENT_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_FAILED: 502,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  TRANSCRIPTION_FAILED: 502,
  UNAVAILABLE: 503,
  /** Maintenance mode is on: the message is the configured one (docs/decisions/035). */
  MAINTENANCE: 503,
  /** A tutor's link expired, was revoked, or never existed (docs/decisions/038-tutor-pack-private-link.md). */
  LINK_GONE: 410,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'Os dados enviados são inválidos.',
  UNAUTHENTICATED: 'Você precisa entrar na sua conta para continuar.',
  FORBIDDEN: 'Você não tem permissão para realizar esta ação.',
  NOT_FOUND: 'Recurso não encontrado.',
  CONFLICT: 'Esta ação entra em conflito com dados existentes.',
  EMAIL_TAKEN: MESSAGES.duplicateEmail,
  CPF_TAKEN: 'Este CPF já está cadastrado em outra conta.',
  CONSULTATION_FINISHED: 'Esta consulta já foi concluída.',
  RECORDING_FINISHED: 'A gravação desta consulta já foi encerrada.',
  TRANSCRIPTION_IN_PROGRESS: 'Aguarde o fim da transcrição para editar o texto.',
  DOCUMENT_GENERATING: 'Aguarde o fim da geração para editar este documento.',
  DOCUMENT_NOT_READY: 'O documento ainda não está pronto.',
  NOTHING_TO_RESTORE: 'Este documento não tem uma versão gerada para restaurar.',
  WRONG_PASSWORD: 'Senha incorreta.',
  INVALID_RESET_LINK: 'O link expirou ou é inválido. Solicite um novo.',
  INVALID_VERIFICATION_LINK:
    'O link de confirmação é inválido ou expirou. Peça um novo e-mail de confirmação.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  ACCOUNT_SUSPENDED: 'Esta conta está suspensa. Fale com o suporte.',
  EMAIL_NOT_VERIFIED: 'Confirme seu e-mail antes de entrar.',
  PAYLOAD_TOO_LARGE: 'O conteúdo enviado é grande demais.',
  UNSUPPORTED_MEDIA_TYPE: 'O arquivo enviado não é um áudio suportado.',
  QUOTA_EXCEEDED: 'Você já usou todas as suas consultas disponíveis. Assine um plano para continuar.',
  TRIAL_USED: 'O período grátis já foi usado com este CPF. Assine um plano para continuar.',
  PAYMENT_UNAVAILABLE:
    'O pagamento online ainda não está disponível. Use suas consultas gratuitas enquanto isso.',
  PAYMENT_PROVIDER_FAILED: 'O serviço de pagamento não respondeu. Tente novamente em instantes.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  INTERNAL: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  TRANSCRIPTION_FAILED:
    'Não foi possível transcrever este trecho do áudio. Ele será reenviado automaticamente.',
  UNAVAILABLE: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  MAINTENANCE: DEFAULT_MAINTENANCE_MESSAGE,
  LINK_GONE: TUTOR_LINK_GONE_MESSAGE,
};

/** The body of every error response of the API (component `Erro` of the OpenAPI document). */
export const apiErrorBodySchema = z
  .object({
    code: z.enum(ERROR_CODES).meta({ description: 'Código estável do erro, para programas.' }),
    message: z.string().meta({ description: 'Mensagem em português que pode ser mostrada ao usuário.' }),
    field: z
      .string()
      .optional()
      .meta({ description: 'O campo do formulário a que o erro se refere (ex.: email, cpf), quando há um.' }),
    details: z
      .string()
      .optional()
      .meta({ description: 'O que um serviço externo (o Stripe) respondeu, em pt-BR, quando há.' }),
  })
  .meta({ description: 'Resposta de erro: código e mensagem em pt-BR.' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string' &&
    ['string', 'undefined'].includes(typeof (value as ApiErrorBody).field)
  );
}
