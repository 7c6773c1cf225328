import { ERROR_MESSAGES, isApiErrorBody } from '@vetvoz/domain';
import { SERVICE_UNAVAILABLE_EVENT } from './service-unavailable-event.ts';

/** Any schema with a zod-like `parse`; keeps this module independent of the zod import path. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** Fired on every 503 answer; the maintenance gate reads the configuration again when it hears it. */
export { SERVICE_UNAVAILABLE_EVENT };

/**
 * An API failure with the pt-BR message the server sent (or a generic one), safe to show. `code` tells
 * the cases apart (EMAIL_TAKEN, WRONG_PASSWORD…) and `field` names the form field it is about, if any.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** What an outside service (Stripe) answered, in pt-BR, when the server says (docs/product-rules.md §7 cancel). */
    readonly details?: string,
    /** The server's Retry-After in seconds (a busy node, a rate limit): when asking again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bytes or a form sent as they are (audio, a photo), with their own Content-Type if any, instead of JSON. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** What the answer may be (JSON unless a file is asked for). */
  accept?: string;
  signal?: AbortSignal;
}

interface RequestOptions<T> extends SendOptions {
  schema?: Parser<T>;
}

/**
 * The one place the app talks HTTP to its API: the session cookie, JSON, and every failure (network,
 * error status) turned into an ApiError whose message can be shown to the user as is. Answers `ok`
 * responses only, their body unread.
 */
export async function sendRequest(path: string, options: SendOptions = {}): Promise<Response> {
  const { method = 'GET', body, rawBody, signal, accept = 'application/json' } = options;
  const headers: Record<string, string> = {
    Accept: accept,
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
  // A refusal because the service is unavailable may be maintenance starting: the gate asks at once.
  if (response.status === 503) window.dispatchEvent(new Event(SERVICE_UNAVAILABLE_EVENT));
  if (!response.ok) {
    const data: unknown = await readJson(response);
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    if (isApiErrorBody(data))
      throw new ApiError(response.status, data.code, data.message, data.field, data.details, retryAfter);
    const code = response.status >= 500 ? 'INTERNAL' : 'VALIDATION';
    throw new ApiError(response.status, code, ERROR_MESSAGES[code], undefined, undefined, retryAfter);
  }
  return response;
}

/** A JSON call: sendRequest, then the answer read and checked with `schema` (a mismatch is INTERNAL). */
export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await sendRequest(path, options);
  const data: unknown = await readJson(response);
  if (!options.schema) return data as T;
  try {
    return options.schema.parse(data);
  } catch {
    throw new ApiError(response.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  }
}

/** Retry-After as seconds (RFC 9110 allows a date too; the server sends seconds, a date is read as well). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
