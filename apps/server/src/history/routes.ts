import { listConsultationHistoryContract } from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { listConsultationHistory } from './service.ts';

/**
 * GET /api/consultations: the history list. The consultation routes own everything under
 * /consultations/:id and have no handler for the bare collection, so both routers mount at '/'.
 */
export function historyRoutes({ db }: { db: Db }) {
  const routes = contractRoutes();

  routes.openapi(route(listConsultationHistoryContract), async (c) => {
    const query = c.req.valid('query');
    // Clinical content of one vet: never kept by a shared cache or the browser's back-forward cache.
    c.header('Cache-Control', 'no-store');
    return c.json(await listConsultationHistory({ db, user: signedInUser(c), query }), 200);
  });

  return routes;
}
