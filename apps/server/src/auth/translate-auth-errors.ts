import { ERROR_MESSAGES } from '@vetvoz/domain';

/** better-auth answers in English; users read Portuguese. Codes not listed fall back to a generic text. */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha incorretos.',
  INVALID_EMAIL: 'E-mail inválido.',
  INVALID_PASSWORD: 'Senha incorreta.',
  USER_NOT_FOUND: 'E-mail ou senha incorretos.',
  USER_ALREADY_EXISTS: 'Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha é longa demais.',
  EMAIL_NOT_VERIFIED: 'Confirme seu e-mail antes de entrar.',
  INVALID_TOKEN: 'O link expirou ou é inválido. Solicite um novo.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  BANNED_USER: 'Esta conta está suspensa. Fale com o suporte.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível iniciar a sessão.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origem da requisição não permitida.',
};

const RATE_LIMITED_MESSAGE = ERROR_MESSAGES.RATE_LIMITED;

/**
 * Rewrites a better-auth error response into the API's `{ code, message }` with a pt-BR message.
 * Successful responses pass through untouched.
 */
export async function translateAuthError(response: Response): Promise<Response> {
  if (response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) {
    if (response.status === 429) return jsonError(response, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
    return response;
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const code = body?.code ?? (response.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR');
  const message =
    AUTH_MESSAGES[code] ??
    (response.status === 429 ? RATE_LIMITED_MESSAGE : 'Não foi possível concluir a autenticação.');
  return jsonError(response, code, message);
}

function jsonError(original: Response, code: string, message: string): Response {
  const headers = new Headers(original.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify({ code, message }), { status: original.status, headers });
}
