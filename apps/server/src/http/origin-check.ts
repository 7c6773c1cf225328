import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';

export const FOREIGN_ORIGIN_MESSAGE = 'Origem da requisição não permitida.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser says of a request made by our own pages, or typed in its address bar. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Every state-changing request a browser makes must come from our own pages: an `Origin` other than
 * PUBLIC_URL (JSON bodies too — the preflight alone is not a control we own) or a browser's
 * `Sec-Fetch-Site` saying cross-site is refused with 403. A request with neither header is no browser's
 * (Stripe's webhook, a script, the tests): cookies are what CSRF abuses, and such a caller holds its own.
 */
export function requireOwnOrigin(trusted: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin) {
      if (!allowed.has(origin)) throw new AppError('FORBIDDEN', FOREIGN_ORIGIN_MESSAGE);
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    if (site && !OWN_FETCH_SITES.has(site)) throw new AppError('FORBIDDEN', FOREIGN_ORIGIN_MESSAGE);
    return next();
  };
}

/** OPTIONS answers which methods exist and grants no other origin anything (no CORS headers). */
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
