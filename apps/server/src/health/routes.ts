import { getHealthContract } from '@vetvoz/domain';
import type { Database } from '../db/database.ts';
import { contractRoutes, route } from '../http/contract.ts';

/** Liveness plus database reachability, for load balancers and the README's smoke check. */
export function healthRoutes(database: Database) {
  const routes = contractRoutes();
  routes.openapi(route(getHealthContract), async (c) => {
    const databaseOk = await database.ping();
    c.header('Cache-Control', 'no-store');
    const driver = database.kind;
    return databaseOk
      ? c.json({ status: 'ok', database: 'ok', driver } as const, 200)
      : c.json({ status: 'degraded', database: 'unreachable', driver } as const, 503);
  });
  return routes;
}
