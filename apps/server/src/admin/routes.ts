import {
  adminAiProvidersContract,
  adminOverviewContract,
  adminPageViewsContract,
  banAdminUserContract,
  giveBackCountedConsultationContract,
  listAdminAuditLogContract,
  listAdminBusinessUnitsContract,
  listAdminCountedConsultationsContract,
  listAdminUsersContract,
  unbanAdminUserContract,
} from '@vetvoz/domain';
import type { Auth } from '../auth/auth.ts';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { listInstalledTextProviders, type TextModelResolver } from '../generation/index.ts';
import { contractRoutes, route } from '../http/contract.ts';
import type { Transcriber } from '../transcription/index.ts';
import { getAdminAiProviders } from './ai-providers.ts';
import { listAuditLog } from './audit-log.ts';
import { banUser, unbanUser } from './ban-user.ts';
import { giveBackConsultation, listCountedConsultations } from './give-back-consultation.ts';
import { listAdminUnits } from './list-units.ts';
import { listAdminUsers } from './list-users.ts';
import { getAdminOverview } from './overview.ts';
import { getAdminPageViews } from './page-views.ts';

/** The text model of a local provider without a configured name: the resolver picks its default. */
const DEFAULT_MODEL_LABEL = 'padrão';

/**
 * The admin area, from packages/domain/src/contracts/admin.ts: one read per section, the ban switch and
 * support's give-back of a counted consultation.
 * Every contract's access is 'site-admin' (401 signed out, 403 for everyone else). Answers are never
 * cached: they are figures of the moment and accounts' data.
 */
export function adminRoutes({
  db,
  auth,
  transcriber,
  textModel,
}: {
  db: Db;
  auth: Auth;
  transcriber: Pick<Transcriber, 'provider' | 'model'>;
  textModel: Pick<TextModelResolver, 'provider' | 'modelId'>;
}) {
  const routes = contractRoutes();
  const configured = {
    stt: { provider: transcriber.provider, model: transcriber.model || DEFAULT_MODEL_LABEL },
    text: { provider: textModel.provider, model: textModel.modelId || DEFAULT_MODEL_LABEL },
  };
  // Read once: the installed packages do not change while the process runs.
  const textProviders = listInstalledTextProviders();

  routes.openapi(route(adminOverviewContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getAdminOverview({ db }), 200);
  });

  routes.openapi(route(listAdminUsersContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listAdminUsers({ db, ...c.req.valid('query') }), 200);
  });

  routes.openapi(route(banAdminUserContract), async (c) => {
    const { id } = c.req.valid('param');
    const banned = await banUser({
      db,
      auth,
      headers: c.req.raw.headers,
      actorId: signedInUser(c).id,
      userId: id,
      reason: c.req.valid('json').reason,
    });
    c.get('log').info({ userId: id }, 'user banned');
    return c.json(banned, 200);
  });

  routes.openapi(route(unbanAdminUserContract), async (c) => {
    const { id } = c.req.valid('param');
    const unbanned = await unbanUser({
      db,
      auth,
      headers: c.req.raw.headers,
      actorId: signedInUser(c).id,
      userId: id,
      reason: c.req.valid('json').reason,
    });
    c.get('log').info({ userId: id }, 'user unbanned');
    return c.json(unbanned, 200);
  });

  routes.openapi(route(listAdminCountedConsultationsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listCountedConsultations({ db, userId: c.req.valid('param').id }), 200);
  });

  routes.openapi(route(giveBackCountedConsultationContract), async (c) => {
    const usageId = Number(c.req.valid('param').id);
    const given = await giveBackConsultation({
      db,
      actorId: signedInUser(c).id,
      usageId,
      reason: c.req.valid('json').reason,
    });
    c.get('log').info({ usageId }, 'counted consultation given back');
    return c.json(given, 200);
  });

  routes.openapi(route(listAdminBusinessUnitsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listAdminUnits({ db, ...c.req.valid('query') }), 200);
  });

  routes.openapi(route(adminAiProvidersContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getAdminAiProviders({ db, configured, textProviders }), 200);
  });

  routes.openapi(route(adminPageViewsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getAdminPageViews({ db, days: c.req.valid('query').days }), 200);
  });

  routes.openapi(route(listAdminAuditLogContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listAuditLog({ db, ...c.req.valid('query') }), 200);
  });

  return routes;
}
