import { getVerificationContract, VERIFICATION_NOT_FOUND_MESSAGE } from '@vetvoz/domain';
import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { readVerification } from './read-verification.ts';
import { verificationHtml, verificationNotFoundHtml } from './verification-page-html.ts';

/** Verifications per client address: a pharmacy checks a few an hour, a script walking codes is stopped. */
export const VERIFICATION_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 10 * 60 };

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

const limit = (db: Db, trustProxy: TrustProxy, c: Parameters<typeof clientIp>[0]) =>
  consumeRateLimit({ db, key: `verification:ip:${clientIp(c, trustProxy)}`, rule: VERIFICATION_LIMIT });

/** The public check of an issued document, as JSON (contract) and as a page (`/v/<code>`). */
export function verificationRoutes({ db, trustProxy }: { db: Db; trustProxy: TrustProxy }) {
  const routes = contractRoutes();
  routes.openapi(route(getVerificationContract), async (c) => {
    await limit(db, trustProxy, c);
    for (const [name, value] of Object.entries(HEADERS)) c.header(name, value);
    const found = await readVerification({ db, code: c.req.valid('param').code }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', VERIFICATION_NOT_FOUND_MESSAGE);
      throw error;
    });
    return c.json(found, 200);
  });
  return routes;
}

export function verificationPageRoutes({ db, trustProxy }: { db: Db; trustProxy: TrustProxy }) {
  const routes = new Hono<AppEnv>();
  routes.get('/v/:code', async (c) => {
    try {
      await limit(db, trustProxy, c);
      return c.html(
        verificationHtml(await readVerification({ db, code: c.req.param('code') })),
        200,
        HEADERS,
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const status = error.code === 'RATE_LIMITED' ? 429 : 404;
      const message =
        status === 429 ? 'Muitas consultas. Aguarde alguns minutos.' : VERIFICATION_NOT_FOUND_MESSAGE;
      return c.html(verificationNotFoundHtml(message), status, HEADERS);
    }
  });
  return routes;
}
