import { DEFAULT_MAINTENANCE_MESSAGE } from '@vetvoz/domain';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { getRecentAppConfig } from './service.ts';

/** How long a refused client waits before it asks again. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 120;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that stay open during maintenance (paths under /api), and why:
 * - sign-in, sign-out and password recovery: a site admin must be able to come in and switch it off;
 * - Stripe's webhook: a payment made before or during maintenance must be applied, not lost;
 * - segment uploads: audio of a recording started before maintenance lives only in the vet's browser until
 *   it is taken (nobody can start a recording during maintenance, so every such consultation is older).
 */
const OPEN_WRITES: RegExp[] = [
  /^\/api\/auth\/sign-in\/email$/,
  /^\/api\/auth\/sign-out$/,
  /^\/api\/auth\/request-password-reset$/,
  /^\/api\/auth\/reset-password$/,
  /^\/api\/stripe\/webhook$/,
  /^\/api\/consultations\/[^/]+\/segments\/[^/]+$/,
];

/**
 * With maintenance on, every other state-changing request of anyone but a site admin answers 503 with
 * Retry-After and the configured message (docs/decisions/035). Reads stay. The flag is read from the
 * database at most once a second per process, so every node follows an admin's switch within a second.
 */
export function maintenanceGate(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (READS.has(c.req.method) || c.get('user')?.isAdmin) return next();
    const path = c.req.path;
    if (OPEN_WRITES.some((open) => open.test(path))) return next();
    const config = await getRecentAppConfig({ db });
    if (!config.isMaintenanceMode) return next();
    throw new AppError('MAINTENANCE', config.maintenanceMessage.trim() || DEFAULT_MAINTENANCE_MESSAGE, {
      retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS,
    });
  };
}
