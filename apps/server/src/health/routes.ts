import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/context.ts';

/** Liveness plus database reachability, for load balancers and the README's smoke check. */
export function healthRoutes(database: Database) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    const databaseOk = await database.ping();
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: databaseOk ? 'ok' : 'degraded',
        database: databaseOk ? 'ok' : 'unreachable',
        driver: database.kind,
      },
      databaseOk ? 200 : 503,
    );
  });
  return routes;
}
