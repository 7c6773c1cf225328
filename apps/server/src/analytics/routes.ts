import { pageViewSchema } from '@vetvoz/domain';
import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { readJson } from '../http/validate.ts';
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
  const routes = new Hono<AppEnv>();
  routes.post('/analytics/pageview', async (c) => {
    const ip = clientIp(c, trustProxy);
    await consumeRateLimit({ db, key: `pageview:ip:${ip}`, rule: PAGE_VIEW_LIMIT });
    const view = await readJson(c, pageViewSchema);
    const visitor = visitorHash({ secret, ip, userAgent: c.req.header('user-agent') ?? '' });
    await recordPageView({ db, view, visitor });
    return c.body(null, 204);
  });
  return routes;
}
