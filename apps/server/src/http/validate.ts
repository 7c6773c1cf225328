import { FORBIDDEN_CHARACTERS_MESSAGE, isMultiLineText } from '@vetvoz/domain';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { issueField } from './error-handler.ts';

export const NOT_JSON_MESSAGE = 'O corpo da requisição deve ser um JSON válido.';
export const NOT_AN_OBJECT_MESSAGE = 'O corpo da requisição deve ser um objeto JSON.';
export const BAD_QUERY_MESSAGE = 'Parâmetros de busca inválidos.';

/**
 * A VALIDATION error with the first pt-BR issue: how a route registered from its contract refuses bad
 * params, query or body (http/contract.ts).
 */
export function validationFailure(error: z.ZodError, wrongRootMessage: string): AppError {
  const first = error.issues[0];
  // "Expected object, received array" about the whole payload says more in plain words.
  const message =
    first?.path.length === 0 && first.code === 'invalid_type' ? wrongRootMessage : first?.message;
  return new AppError('VALIDATION', message, { details: error.issues, field: issueField(first) });
}

/** Longest text a client has any reason to send to an endpoint without a schema of ours (better-auth's). */
const MAX_UNCHECKED_TEXT_CHARS = 2000;
/** Passwords are hashed, never shown: any character may be part of one; only their length is bounded. */
const PASSWORD_KEY = /password/i;

/**
 * For routes whose input no domain schema checks (better-auth's endpoints): every query value and every
 * string of a JSON body must be text a person could have typed — no NUL or other control characters
 * (PostgreSQL refuses NUL), no bidi overrides, no lone surrogates, no megabyte strings — or the request is
 * refused with a pt-BR message before it reaches the handler.
 */
export function refuseUnsafeText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const search = new URL(c.req.url).search;
    try {
      decodeURIComponent(search);
    } catch {
      throw new AppError('VALIDATION', FORBIDDEN_CHARACTERS_MESSAGE);
    }
    for (const [key, values] of Object.entries(c.req.queries())) {
      for (const value of [key, ...values]) checkText(value, false);
    }
    if ((c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
      // Empty included: better-auth would answer it with an error of its own and an English log line.
      let body: unknown;
      try {
        body = JSON.parse(await c.req.raw.clone().text());
      } catch {
        throw new AppError('VALIDATION', NOT_JSON_MESSAGE);
      }
      checkJson(body, false);
    }
    await next();
  };
}

function checkJson(value: unknown, isPassword: boolean): void {
  if (typeof value === 'string') checkText(value, isPassword);
  else if (Array.isArray(value)) for (const item of value) checkJson(item, isPassword);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      checkText(key, false);
      checkJson(item, PASSWORD_KEY.test(key));
    }
}

function checkText(text: string, isPassword: boolean): void {
  if (text.length > MAX_UNCHECKED_TEXT_CHARS) throw new AppError('VALIDATION', 'O texto é longo demais.');
  if (!isPassword && !isMultiLineText(text)) throw new AppError('VALIDATION', FORBIDDEN_CHARACTERS_MESSAGE);
}
