import type { ApiErrorBody } from '@vetvoz/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { isInvalidTextError } from '../logging/safe-error.ts';
import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';

/**
 * Turns anything thrown into `{ code, message, field? }` with a pt-BR message; details go to the log only.
 * Database errors are logged by the logger's `err` serializer as SQLSTATE and table, never their values.
 */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  const appError = toAppError(error);
  const log = c.get('log');
  if ((appError.code === 'UNAVAILABLE' || appError.code === 'MAINTENANCE') && appError.cause === undefined) {
    // A deliberate refusal (a full or stopping node, a segment another upload is transcribing, maintenance):
    // under load there are many, and nothing failed — one short line each, no stack.
    log?.warn({ code: appError.code, status: appError.status }, 'request refused: unavailable');
  } else if (appError.status >= 500) {
    log?.error({ err: error, code: appError.code }, 'request failed');
  } else {
    log?.info({ code: appError.code, details: appError.details }, 'request refused');
  }
  const body: ApiErrorBody = { code: appError.code, message: appError.message };
  if (appError.field) body.field = appError.field;
  if (appError.shownDetails) body.details = appError.shownDetails;
  if (appError.retryAfterSeconds !== undefined) c.header('Retry-After', String(appError.retryAfterSeconds));
  return c.json(body, appError.status as ContentfulStatusCode);
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return new AppError('VALIDATION', first?.message, { details: error.issues, field: issueField(first) });
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
    if (error.status === 403) return new AppError('FORBIDDEN');
    if (error.status === 401) return new AppError('UNAUTHENTICATED');
    if (error.status === 404) return new AppError('NOT_FOUND');
    if (error.status < 500) return new AppError('VALIDATION', undefined, { cause: error });
  }
  // A safety net behind the schemas: text Postgres refuses (a NUL, an invalid byte sequence) is bad input.
  if (isInvalidTextError(error)) return new AppError('VALIDATION', undefined, { cause: error });
  return new AppError('INTERNAL', undefined, { cause: error });
}

/** The field a validation issue is about: its path, dotted (`contact.email`), or none for the whole body. */
export function issueField(issue: { path: readonly PropertyKey[] } | undefined): string | undefined {
  if (!issue || issue.path.length === 0) return undefined;
  return issue.path.map(String).join('.');
}
