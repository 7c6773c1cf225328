import { appConfigUpdateSchema } from '@vetvoz/domain';
import { Hono } from 'hono';
import { requireSiteAdmin } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/context.ts';
import { readJson } from '../http/validate.ts';
import { getAppConfig, updateAppConfig } from './service.ts';

/** Readable by anyone (the SPA needs it before sign-in); writable by site admins only. */
export function appConfigRoutes(db: Db) {
  const routes = new Hono<AppEnv>();
  routes.get('/app-config', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getAppConfig({ db }));
  });
  routes.put('/app-config', requireSiteAdmin, async (c) => {
    const changes = await readJson(c, appConfigUpdateSchema);
    const actor = c.get('user');
    if (!actor) throw new Error('requireSiteAdmin let a signed-out request through');
    const config = await updateAppConfig({ db, actorId: actor.id, changes });
    c.get('log').info({ actorId: actor.id, fields: Object.keys(changes) }, 'app config updated');
    return c.json(config);
  });
  return routes;
}
