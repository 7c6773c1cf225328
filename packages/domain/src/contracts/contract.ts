import type { z } from 'zod';
import { apiErrorBodySchema, ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '../errors.ts';

/**
 * One contract per endpoint: method, path, who may call it, the request (params, query, body) and every
 * response, as zod schemas. The objects are shaped as the route configs of @hono/zod-openapi (the server
 * registers them as they are, which validates requests and types responses) without importing it, so the
 * web reads the same schemas and this package stays free of frameworks. Decision 020.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint; the OpenAPI document shows it as `security` and `x-access`. `api-read` and
 * `api-write`: /api/v1, an API key (Bearer) with that scope — never the session cookie.
 */
export type ApiAccess = 'public' | 'session' | 'site-admin' | 'api-read' | 'api-write';

/** The security scheme of the session cookie (components.securitySchemes in the document). */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';
/** The security scheme of /api/v1: `Authorization: Bearer <API key>`. */
export const API_KEY_SECURITY_SCHEME = 'apiKey';

const isApiKeyAccess = (access: ApiAccess) => access === 'api-read' || access === 'api-write';

/** Tags of the OpenAPI document: one per feature, with a pt-BR description. */
export const API_TAGS = {
  sistema: 'Estado do servidor e documentação da API.',
  autenticacao:
    'Sessão, entrada, saída e senha. As rotas /api/auth/* são do better-auth, validadas pelos contratos daqui.',
  contas: 'Cadastro e confirmação de e-mail.',
  assinatura: 'Planos, pagamento pelo Stripe, cancelamento e consultas disponíveis.',
  perfil: 'Perfil do usuário, foto e exportação dos dados (LGPD).',
  configuracao: 'Configuração do site, como o modo de manutenção.',
  site: 'Informações públicas do site.',
  analise: 'Visualizações de página (só com consentimento de cookies).',
  consultas: 'Consultas: criação, gravação e transcrição.',
  historico: 'Histórico de consultas.',
  documentos: 'Documentos gerados a partir da consulta.',
  prompts: 'Prompts dos documentos (administradores do site).',
  notificacoes: 'Notificações do site: leitura pelos usuários, escrita pelos administradores.',
  unidades: 'Unidades (clínicas): membros, convites, consultas compartilhadas, painel e uso.',
  administracao: 'Área administrativa: números do site, usuários, unidades, provedores de IA e auditoria.',
  'chaves-de-api': 'Chaves da API própria do VetVoz, para sistemas de gestão da clínica (PIMS).',
  webhooks:
    'Avisos do VetVoz ao seu sistema (consulta transcrita, documento pronto ou com falha), assinados com VetVoz-Signature.',
  'api-v1':
    'API para sistemas de gestão da clínica (PIMS): consultas e documentos com uma chave de API (Bearer). ' +
    'VetVoz API for practice management systems: consultations and documents with an API key (Bearer).',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** A binary body (image, zip, PDF): described as such, never parsed as JSON. */
export interface BinarySchema {
  type: 'string';
  format: 'binary';
}
export const binarySchema: BinarySchema = { type: 'string', format: 'binary' };

interface MediaType {
  schema: z.ZodType | BinarySchema;
}
export interface ContractResponse {
  description: string;
  content?: Record<string, MediaType>;
}
export interface ContractRequest {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { content: Record<string, MediaType>; required: true; description?: string };
}

/** A JSON body or response: `json(schema, 'descrição')`. */
/* @__NO_SIDE_EFFECTS__ */
export function json<S extends z.ZodType>(
  schema: S,
  description: string,
): { description: string; content: { 'application/json': { schema: S } } } {
  return { description, content: { 'application/json': { schema } } };
}

/** A JSON request body (always required: an absent body is refused like a broken one). */
/* @__NO_SIDE_EFFECTS__ */
export function jsonBody<S extends z.ZodType>(
  schema: S,
): { content: { 'application/json': { schema: S } }; required: true } {
  return { content: { 'application/json': { schema } }, required: true };
}

/** A response without a body (204). */
/* @__NO_SIDE_EFFECTS__ */
export function noContent(description: string): { description: string } {
  return { description };
}

/** A binary response of the given media type. */
/* @__NO_SIDE_EFFECTS__ */
export function binary<M extends string>(
  mediaType: M,
  description: string,
): { description: string; content: { [K in M]: { schema: BinarySchema } } } {
  return {
    description,
    content: { [mediaType]: { schema: binarySchema } } as { [K in M]: { schema: BinarySchema } },
  };
}

type ErrorResponse = {
  description: string;
  content: { 'application/json': { schema: typeof apiErrorBodySchema } };
};
type ErrorResponses<E extends ErrorCode> = { [K in E as (typeof ERROR_STATUS)[K]]: ErrorResponse };

/** Errors every route of a kind may answer, added to the ones a contract lists. */
function impliedErrors(access: ApiAccess, request: ContractRequest | undefined): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (request?.body || request?.query || request?.params) codes.push('VALIDATION');
  if (access !== 'public') codes.push('UNAUTHENTICATED');
  if (access === 'site-admin') codes.push('FORBIDDEN');
  // A read-only key on a write; each key's own request budget.
  if (isApiKeyAccess(access)) codes.push('FORBIDDEN', 'RATE_LIMITED');
  if (request?.body) codes.push('PAYLOAD_TOO_LARGE');
  codes.push('INTERNAL');
  return codes;
}

type ImpliedErrors<A extends ApiAccess, R> =
  | 'INTERNAL'
  | (A extends 'public' ? never : 'UNAUTHENTICATED')
  | (A extends 'site-admin' | 'api-read' | 'api-write' ? 'FORBIDDEN' : never)
  | (A extends 'api-read' | 'api-write' ? 'RATE_LIMITED' : never)
  | (R extends { body: object } ? 'VALIDATION' | 'PAYLOAD_TOO_LARGE' : never)
  | (R extends { query: object } | { params: object } ? 'VALIDATION' : never);

export interface ContractDefinition<
  M extends HttpMethod,
  P extends `/api/${string}`,
  A extends ApiAccess,
  R extends ContractRequest,
  S extends Record<number, ContractResponse>,
  E extends ErrorCode,
> {
  method: M;
  /** OpenAPI style, `{id}` for a parameter. */
  path: P;
  /** Unique, camelCase: the operationId of the document. */
  operationId: string;
  tag: ApiTag;
  /** pt-BR, short: what the endpoint does. */
  summary: string;
  /** The summary in English, for operations outside integrators read (the `x-summary-en` extension). */
  englishSummary?: string;
  /** pt-BR, when the summary is not enough (limits, side effects). */
  description?: string;
  access: A;
  request?: R;
  /** The answers that are not errors. */
  responses: S;
  /** Errors this endpoint answers beyond the ones its access and input imply. */
  errors?: readonly E[];
}

export type ApiContract<
  M extends HttpMethod = HttpMethod,
  P extends `/api/${string}` = `/api/${string}`,
  A extends ApiAccess = ApiAccess,
  R extends ContractRequest = ContractRequest,
  S extends Record<number, ContractResponse> = Record<number, ContractResponse>,
  E extends ErrorCode = ErrorCode,
> = {
  method: M;
  path: P;
  operationId: string;
  tags: [ApiTag];
  summary: string;
  description?: string;
  'x-summary-en'?: string;
  security: Array<Record<string, string[]>>;
  'x-access': A;
  request: R;
  responses: S & ErrorResponses<E | ImpliedErrors<A, R>>;
};

/** Any contract, whatever its schemas (what the server's `route` and the document test take). */
export interface AnyApiContract {
  method: HttpMethod;
  path: `/api/${string}`;
  operationId: string;
  tags: [ApiTag];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  'x-access': ApiAccess;
  request: ContractRequest;
  responses: Record<number, ContractResponse>;
  [extension: `x-${string}`]: unknown;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineContract<
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  const A extends ApiAccess,
  const S extends Record<number, ContractResponse>,
  R extends ContractRequest = Record<never, never>,
  const E extends ErrorCode = never,
>(definition: ContractDefinition<M, P, A, R, S, E>): ApiContract<M, P, A, R, S, E> {
  const { tag, access, request, errors = [], responses, englishSummary, ...rest } = definition;
  const codes = [...new Set([...impliedErrors(access, request), ...errors])];
  const errorResponses: Record<number, ErrorResponse> = {};
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    const line = `\`${code}\`: ${ERROR_MESSAGES[code]}`;
    const existing = errorResponses[status];
    errorResponses[status] = existing
      ? { ...existing, description: `${existing.description}\n${line}` }
      : { description: line, content: { 'application/json': { schema: apiErrorBodySchema } } };
  }
  return {
    ...rest,
    ...(englishSummary ? { 'x-summary-en': englishSummary } : {}),
    tags: [tag],
    security:
      access === 'public'
        ? []
        : [{ [isApiKeyAccess(access) ? API_KEY_SECURITY_SCHEME : SESSION_SECURITY_SCHEME]: [] }],
    'x-access': access,
    request: (request ?? {}) as R,
    responses: { ...errorResponses, ...responses } as S & ErrorResponses<E | ImpliedErrors<A, R>>,
  };
}

/** The concrete URL of a contract: `{name}` parameters filled (encoded) and an optional query string. */
export function contractUrl(
  contract: { path: string },
  params: Record<string, string | number> = {},
  query?: Record<string, string | undefined>,
): string {
  const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const text = Object.entries(query ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return text ? `${path}?${text}` : path;
}
