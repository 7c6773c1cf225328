import type { SiteInfo } from '@vetvoz/domain';
import { Hono } from 'hono';
import type { AppConfigEnv } from '../config/config.ts';
import type { AppEnv } from '../http/context.ts';

/** Public contact details from configuration (footer, legal texts). */
export function siteRoutes(config: AppConfigEnv) {
  const routes = new Hono<AppEnv>();
  routes.get('/site-info', (c) => {
    const body: SiteInfo = { contactEmail: config.contact.email, whatsappNumber: config.contact.whatsapp };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
  return routes;
}
