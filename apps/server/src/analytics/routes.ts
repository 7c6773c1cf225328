import { recordPageViewContract } from '@vetvoz/domain';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { recordPageView, visitorHash } from './service.ts';

/**
 * Anonymous writes need a throttle: a browser reports one view per navigation, far below this, while a
 * script filling the table is held back per client address.
 */
export const PAGE_VIEW_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 60 };

/** First-party page views. The SPA sends them only after the visitor accepted cookies. */
export function analyticsRoutes({
  db,
  secret,
  trustProxy,
}: {
  db: Db;
  secret: string;
  trustProxy: TrustProxy;
}) {
  const routes = contractRoutes();
  // Counted before the body is read: a flood of broken bodies is held back too.
  const perAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
    await consumeRateLimit({ db, key: `pageview:ip:${clientIp(c, trustProxy)}`, rule: PAGE_VIEW_LIMIT });
    await next();
  };
  routes.openapi(route(recordPageViewContract, perAddress), async (c) => {
    const view = c.req.valid('json');
    const ip = clientIp(c, trustProxy);
    const visitor = visitorHash({ secret, ip, userAgent: c.req.header('user-agent') ?? '' });
    await recordPageView({ db, view, visitor });
    return c.body(null, 204);
  });
  return routes;
}
