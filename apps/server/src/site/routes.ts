import { getSiteInfoContract } from '@vetvoz/domain';
import type { AppConfigEnv } from '../config/config.ts';
import { contractRoutes, route } from '../http/contract.ts';

/** Public contact details from configuration (footer, legal texts). */
export function siteRoutes(config: AppConfigEnv) {
  const routes = contractRoutes();
  routes.openapi(route(getSiteInfoContract), (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ contactEmail: config.contact.email, whatsappNumber: config.contact.whatsapp }, 200);
  });
  return routes;
}
