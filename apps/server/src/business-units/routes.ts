import {
  acceptBusinessUnitInvitationContract,
  businessUnitDashboardContract,
  businessUnitUsageContract,
  cancelBusinessUnitInvitationContract,
  createBusinessUnitContract,
  getBusinessUnitContract,
  inviteBusinessUnitMemberContract,
  leaveBusinessUnitContract,
  listBusinessUnitsContract,
  myUnitInvitationsContract,
  removeBusinessUnitMemberContract,
  updateBusinessUnitMemberContract,
} from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { contractRoutes, route } from '../http/contract.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { requireUnitAccess } from './access.ts';
import { createUnit } from './create-unit.ts';
import { type InviteDeps, inviteMember } from './invite-member.ts';
import { cancelInvitation, removeMember, updateMemberRole } from './manage-members.ts';
import { acceptInvitation, leaveUnit, myInvitations } from './my-invitations.ts';
import { listUnits, unitDetail } from './read-units.ts';
import { unitDashboard, unitUsage } from './reports.ts';

export interface BusinessUnitRoutesOptions {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** In-app notice to an invited person with an account (product notifications), when available. */
  notifyInvited?: InviteDeps['notifyInvited'];
}

/**
 * Business units (decision 024), from the contracts in packages/domain/src/contracts/
 * business-units.ts. The fixed paths (invitations, dashboard) are registered before `{id}` so they are
 * never read as a unit id. Every answer is the caller's own view: nothing is cached.
 */
export function businessUnitRoutes(options: BusinessUnitRoutesOptions) {
  const { db, events, log } = options;
  const routes = contractRoutes();
  routes.use('/business-units/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.openapi(route(listBusinessUnitsContract), async (c) =>
    c.json(
      await swallowed(
        c.get('log') ?? log,
        'listing business units',
        () => listUnits(db, signedInUser(c).id),
        {
          units: [],
          canSeeDashboard: false,
        },
      ),
      200,
    ),
  );

  routes.openapi(route(createBusinessUnitContract), async (c) => {
    const me = signedInUser(c);
    const created = await createUnit({ db, events, log: c.get('log') ?? log }, me, c.req.valid('json').name);
    c.get('log')?.info({ unitId: created.id }, 'business unit created');
    return c.json(created, 201);
  });

  routes.openapi(route(myUnitInvitationsContract), async (c) =>
    c.json(
      await swallowed(
        c.get('log') ?? log,
        'listing business unit invitations',
        () => myInvitations(db, signedInUser(c)),
        {
          invitations: [],
          emailVerified: signedInUser(c).emailVerified,
        },
      ),
      200,
    ),
  );

  routes.openapi(route(businessUnitDashboardContract), async (c) =>
    c.json(await unitDashboard(db, signedInUser(c).id, c.req.valid('query').unitId), 200),
  );

  routes.openapi(route(getBusinessUnitContract), async (c) => {
    const access = await requireUnitAccess(db, c.req.valid('param').id, signedInUser(c).id);
    return c.json(await unitDetail(db, access), 200);
  });

  routes.openapi(route(inviteBusinessUnitMemberContract), async (c) => {
    const me = signedInUser(c);
    const { email, role } = c.req.valid('json');
    const result = await inviteMember(
      { ...options, log: c.get('log') ?? log },
      { actor: me, unitId: c.req.valid('param').id, email, role },
    );
    return c.json(result, 201);
  });

  routes.openapi(route(updateBusinessUnitMemberContract), async (c) => {
    const { id, userId } = c.req.valid('param');
    const detail = await updateMemberRole(db, {
      actor: signedInUser(c),
      unitId: id,
      userId,
      role: c.req.valid('json').role,
    });
    return c.json(detail, 200);
  });

  routes.openapi(route(removeBusinessUnitMemberContract), async (c) => {
    const { id, userId } = c.req.valid('param');
    await removeMember(db, { actor: signedInUser(c), unitId: id, userId });
    return c.body(null, 204);
  });

  routes.openapi(route(cancelBusinessUnitInvitationContract), async (c) => {
    const { id, invitationId } = c.req.valid('param');
    await cancelInvitation(db, { actor: signedInUser(c), unitId: id, invitationId });
    return c.body(null, 204);
  });

  routes.openapi(route(acceptBusinessUnitInvitationContract), async (c) =>
    c.json(await acceptInvitation(db, signedInUser(c), c.req.valid('param').id), 200),
  );

  routes.openapi(route(leaveBusinessUnitContract), async (c) => {
    await leaveUnit(db, signedInUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });

  routes.openapi(route(businessUnitUsageContract), async (c) =>
    c.json(await unitUsage(db, signedInUser(c).id, c.req.valid('param').id), 200),
  );

  return routes;
}

/**
 * docs/product-rules.md §8: a read that fails answers empty rather than an error (the page shows its empty state); the
 * failure is logged. A signed-out caller is still refused: that is not a failure of the read.
 */
async function swallowed<T>(log: Logger, what: string, read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, `${what} failed`);
    return empty;
  }
}
