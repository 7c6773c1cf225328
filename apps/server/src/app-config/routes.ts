import { getAppConfigContract, updateAppConfigContract } from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { getAppConfig, updateAppConfig } from './service.ts';

/** Readable by anyone (the SPA needs it before sign-in); writable by site admins only (the contract's access). */
export function appConfigRoutes(db: Db) {
  const routes = contractRoutes();
  routes.openapi(route(getAppConfigContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getAppConfig({ db }), 200);
  });
  routes.openapi(route(updateAppConfigContract), async (c) => {
    const changes = c.req.valid('json');
    const actor = signedInUser(c);
    const config = await updateAppConfig({ db, actorId: actor.id, changes });
    c.get('log').info({ actorId: actor.id, fields: Object.keys(changes) }, 'app config updated');
    return c.json(config, 200);
  });
  return routes;
}
