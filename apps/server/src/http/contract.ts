import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AnyApiContract, ApiAccess } from '@vetvoz/domain';
import type { MiddlewareHandler } from 'hono';
import type { ZodError } from 'zod';
import { requireApiScope } from '../api-keys/bearer.ts';
import { requireSiteAdmin, requireUser } from '../auth/session.ts';
import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { BAD_QUERY_MESSAGE, NOT_AN_OBJECT_MESSAGE, NOT_JSON_MESSAGE, validationFailure } from './validate.ts';

/** A body sent as anything but JSON to a route whose contract takes JSON. */
export const JSON_BODY_REQUIRED_MESSAGE = 'Envie os dados no formato JSON.';

/**
 * Routes of one feature, registered from their contracts (packages/domain/src/contracts, decision 020):
 * `routes.openapi(route(contract), handler)`. The contract's request schemas are checked before the
 * handler runs (`c.req.valid('json' | 'query' | 'param')` gives the parsed values); a refusal is our
 * VALIDATION error with the first pt-BR issue, thrown to the error handler like any AppError.
 */
export function contractRoutes(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: refuseInvalid });
}

function refuseInvalid(result: { target: string; success: boolean; error?: ZodError }): void {
  if (result.success || !result.error) return;
  const wrongRoot =
    result.target === 'json' ? NOT_AN_OBJECT_MESSAGE : result.target === 'query' ? BAD_QUERY_MESSAGE : '';
  throw validationFailure(result.error, wrongRoot || (result.error.issues[0]?.message ?? ''));
}

const ACCESS_CHECK: Record<ApiAccess, MiddlewareHandler<AppEnv> | undefined> = {
  public: undefined,
  session: requireUser,
  'site-admin': requireSiteAdmin,
  'api-read': requireApiScope('read'),
  'api-write': requireApiScope('write'),
};

type WithoutApiPrefix<P extends string> = P extends `/api${infer Rest extends string}` ? Rest : P;

/**
 * The route config of a contract, for a router mounted at /api: the access its contract names is checked
 * first (so the document cannot promise a check the server skips), then `middleware` (rate limits, body
 * limits), then the body is read as JSON — malformed JSON or another content type is refused in pt-BR
 * before the schema runs.
 */
export function route<C extends AnyApiContract>(contract: C, ...middleware: MiddlewareHandler<AppEnv>[]) {
  // A JSON body described without a zod schema (a webhook, read as its exact bytes) is not parsed here.
  const jsonSchema = contract.request.body?.content['application/json']?.schema;
  const takesJson = Boolean(jsonSchema && 'safeParse' in jsonSchema);
  const access = ACCESS_CHECK[contract['x-access']];
  const config = {
    ...contract,
    path: contract.path.slice('/api'.length),
    middleware: [...(access ? [access] : []), ...middleware, ...(takesJson ? [readJsonBody] : [])],
  } as unknown as Omit<C, 'path'> & {
    path: WithoutApiPrefix<C['path']>;
    middleware: MiddlewareHandler<AppEnv>[];
  };
  return createRoute(config);
}

const readJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
    throw new AppError('VALIDATION', JSON_BODY_REQUIRED_MESSAGE);
  try {
    // Hono keeps the parsed body: the contract's validator reads it again from there.
    await c.req.json();
  } catch {
    throw new AppError('VALIDATION', NOT_JSON_MESSAGE);
  }
  await next();
};
