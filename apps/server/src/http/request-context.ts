import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './context.ts';

const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * Gives each request an id (an incoming X-Request-Id from a proxy is kept when well-formed),
 * a child logger carrying it, and one access-log line. Only method, path and status are logged:
 * query strings and bodies may hold personal data.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
