import { getHealthContract } from '@vetvoz/domain';
import type { Database } from '../db/database.ts';
import { contractRoutes, route } from '../http/contract.ts';

/**
 * Liveness plus database reachability, for load balancers and the README's smoke check. Production answers
 * only ok or degraded: which database and driver we run is no visitor's business.
 */
export function healthRoutes(database: Database, { isProduction }: { isProduction: boolean }) {
  const routes = contractRoutes();
  routes.openapi(route(getHealthContract), async (c) => {
    const databaseOk = await database.ping();
    c.header('Cache-Control', 'no-store');
    const detail = (state: 'ok' | 'unreachable') =>
      isProduction ? {} : ({ database: state, driver: database.kind } as const);
    return databaseOk
      ? c.json({ status: 'ok', ...detail('ok') } as const, 200)
      : c.json({ status: 'degraded', ...detail('unreachable') } as const, 503);
  });
  return routes;
}
