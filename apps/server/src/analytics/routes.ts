import { pageViewSchema } from '@vetvoz/domain';
import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { readJson } from '../http/validate.ts';
import { recordPageView, visitorHash } from './service.ts';

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
    const view = await readJson(c, pageViewSchema);
    const ip = clientIp(c, trustProxy);
    const visitor = visitorHash({ secret, ip, userAgent: c.req.header('user-agent') ?? '' });
    await recordPageView({ db, view, visitor });
    return c.body(null, 204);
  });
  return routes;
}
