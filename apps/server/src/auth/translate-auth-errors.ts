import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, STOP_BILLING_FAILED_MESSAGE } from '@vetvoz/domain';

const FORBIDDEN = ERROR_MESSAGES.FORBIDDEN;

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
  EMAIL_ALREADY_VERIFIED: 'Seu e-mail já está confirmado.',
  INVALID_TOKEN: 'O link expirou ou é inválido. Solicite um novo.',
  TOKEN_EXPIRED: 'O link expirou. Solicite um novo.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  SESSION_NOT_FRESH: 'Sua sessão expirou. Entre novamente.',
  FAILED_TO_GET_SESSION: 'Sua sessão expirou. Entre novamente.',
  BANNED_USER: 'Esta conta está suspensa. Fale com o suporte.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta.',
  FAILED_TO_UPDATE_USER: 'Não foi possível atualizar a conta.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível iniciar a sessão.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta conta não tem senha cadastrada.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  INVALID_CALLBACK_URL: 'Origem da requisição não permitida.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origem da requisição não permitida.',
  VALIDATION_ERROR: ERROR_MESSAGES.VALIDATION,
  MISSING_FIELD: ERROR_MESSAGES.VALIDATION,
  BODY_MUST_BE_AN_OBJECT: ERROR_MESSAGES.VALIDATION,
  FIELD_NOT_ALLOWED: ERROR_MESSAGES.VALIDATION,
  UNAUTHORIZED: ERROR_MESSAGES.UNAUTHENTICATED,
  FORBIDDEN,
  NOT_FOUND: ERROR_MESSAGES.NOT_FOUND,
  // Admin plugin
  NO_DATA_TO_UPDATE: 'Nada para atualizar.',
  YOU_CANNOT_BAN_YOURSELF: 'Você não pode suspender a própria conta.',
  YOU_CANNOT_REMOVE_YOURSELF: 'Você não pode excluir a própria conta por aqui.',
  YOU_CANNOT_IMPERSONATE_ADMINS: FORBIDDEN,
  INVALID_ROLE_TYPE: 'Papel inválido.',
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: 'Papel inválido.',
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER: FORBIDDEN,
  // Account deletion (profile/account-deletion.ts): Stripe could not stop the billing, nothing erased.
  BILLING_STOP_FAILED: STOP_BILLING_FAILED_MESSAGE,
};

/** The same code can mean something else on one route. */
const MESSAGES_BY_PATH: { path: RegExp; messages: Record<string, string> }[] = [
  {
    path: /\/auth\/verify-email$/,
    messages: {
      INVALID_TOKEN: 'O link de confirmação é inválido. Peça um novo e-mail de confirmação.',
      TOKEN_EXPIRED: 'O link de confirmação expirou. Peça um novo e-mail de confirmação.',
      USER_NOT_FOUND: 'O link de confirmação é inválido. Peça um novo e-mail de confirmação.',
      VALIDATION_ERROR: 'O link de confirmação é inválido. Peça um novo e-mail de confirmação.',
    },
  },
  { path: /\/auth\/admin\//, messages: { USER_NOT_FOUND: 'Usuário não encontrado.' } },
];

/** Success messages better-auth sends in English. */
const SUCCESS_MESSAGES: Record<string, string> = {
  'If this email exists in our system, check your email for the reset link':
    'Se este e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
};

const GENERIC_MESSAGE = 'Não foi possível concluir a autenticação.';

/**
 * better-auth's codes, answered with the API's own (the `code` enum every client parses), and the field
 * they are about, so no client compares message texts. The first entry whose path matches (or that has
 * none) wins; a code not listed takes the API code of its HTTP status.
 */
const API_CODES: Record<string, { path?: RegExp; code: ErrorCode; field?: string }[]> = {
  INVALID_PASSWORD: [
    { path: /\/auth\/change-password$/, code: 'WRONG_PASSWORD', field: 'currentPassword' },
    { code: 'WRONG_PASSWORD', field: 'password' },
  ],
  INVALID_EMAIL_OR_PASSWORD: [{ code: 'INVALID_CREDENTIALS' }],
  BILLING_STOP_FAILED: [{ code: 'PAYMENT_PROVIDER_FAILED' }],
  INVALID_TOKEN: [
    { path: /\/auth\/reset-password$/, code: 'INVALID_RESET_LINK' },
    { path: /\/auth\/verify-email$/, code: 'INVALID_VERIFICATION_LINK' },
  ],
  TOKEN_EXPIRED: [
    { path: /\/auth\/reset-password$/, code: 'INVALID_RESET_LINK' },
    { path: /\/auth\/verify-email$/, code: 'INVALID_VERIFICATION_LINK' },
  ],
  USER_NOT_FOUND: [
    { path: /\/auth\/verify-email$/, code: 'INVALID_VERIFICATION_LINK' },
    { path: /\/auth\/sign-in\//, code: 'INVALID_CREDENTIALS' },
  ],
  BANNED_USER: [{ code: 'ACCOUNT_SUSPENDED' }],
  EMAIL_NOT_VERIFIED: [{ code: 'EMAIL_NOT_VERIFIED' }],
  USER_ALREADY_EXISTS: [{ code: 'EMAIL_TAKEN', field: 'email' }],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: [{ code: 'EMAIL_TAKEN', field: 'email' }],
};

interface ApiCode {
  code: ErrorCode;
  field?: string;
  /** Whether the answer is one of ours (then it takes the status of its code). */
  mapped: boolean;
}

function apiCodeFor(code: string, status: number, path: string | undefined): ApiCode {
  const found = API_CODES[code]?.find((entry) => !entry.path || (path && entry.path.test(path)));
  if (found) return { ...found, mapped: true };
  if (code in ERROR_STATUS) return { code: code as ErrorCode, mapped: true };
  return { code: codeOfStatus(status), mapped: false };
}

function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION';
}

function messageFor(code: string, status: number, path: string | undefined): string {
  const byPath = MESSAGES_BY_PATH.find((entry) => path && entry.path.test(path))?.messages[code];
  if (byPath) return byPath;
  if (AUTH_MESSAGES[code]) return AUTH_MESSAGES[code];
  if (code.startsWith('YOU_ARE_NOT_ALLOWED')) return FORBIDDEN;
  if (status === 429) return ERROR_MESSAGES.RATE_LIMITED;
  if (status === 404) return ERROR_MESSAGES.NOT_FOUND;
  if (status === 401) return ERROR_MESSAGES.UNAUTHENTICATED;
  return GENERIC_MESSAGE;
}

/**
 * Rewrites a better-auth response so no English reaches the client: errors become the API's
 * `{ code, message }` with a pt-BR message and the status of that code, and English success messages are
 * replaced.
 */
export async function translateAuthError(response: Response, path?: string): Promise<Response> {
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok || (response.status >= 300 && response.status < 400)) {
    return isJson ? translateSuccess(response) : response;
  }
  const body = isJson
    ? ((await response
        .clone()
        .json()
        .catch(() => null)) as { code?: string } | null)
    : null;
  const code = body?.code ?? fallbackCode(response.status);
  const api = apiCodeFor(code, response.status, path);
  return jsonError(response, api, messageFor(code, response.status, path));
}

async function translateSuccess(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message !== 'string') return response;
  const message = SUCCESS_MESSAGES[body.message] ?? 'Pronto.';
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}

function fallbackCode(status: number): string {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  return 'AUTH_ERROR';
}

function jsonError(original: Response, api: ApiCode, message: string): Response {
  const headers = new Headers(original.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  const body = { code: api.code, message, ...(api.field ? { field: api.field } : {}) };
  // A code of ours takes its own status, so the answer is the one the contracts document (better-auth says
  // 401 for a broken confirmation link and 422 for a taken e-mail); the others keep better-auth's (405…).
  const status = api.mapped ? ERROR_STATUS[api.code] : original.status;
  return new Response(JSON.stringify(body), { status, headers });
}

/** Replaces better-auth's English error page (GET /api/auth/error). */
export function authErrorPage(): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Não foi possível entrar — VetVoz</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem;">
<h1>Não foi possível concluir a autenticação</h1>
<p>O link pode ter expirado ou já ter sido usado. Tente novamente a partir da página de login.</p>
<p><a href="/login">Ir para o login</a></p>
</body>
</html>`;
}
