import { historyQuerySchema } from '@vetvoz/domain';
import { Hono } from 'hono';
import { requireUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readQuery } from '../http/validate.ts';
import { listConsultationHistory } from './service.ts';

/**
 * GET /api/consultations: the history list. The consultation routes own everything under
 * /consultations/:id and have no handler for the bare collection, so both routers mount at '/'.
 */
export function historyRoutes({ db }: { db: Db }) {
  const routes = new Hono<AppEnv>();

  routes.get('/consultations', requireUser, async (c) => {
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHENTICATED');
    const query = readQuery(c, historyQuerySchema);
    // Clinical content of one vet: never kept by a shared cache or the browser's back-forward cache.
    c.header('Cache-Control', 'no-store');
    return c.json(await listConsultationHistory({ db, user, query }));
  });

  return routes;
}
