import { acceptInvitationLinkContract, previewInvitationLinkContract } from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit } from '../rate-limit/rate-limit.ts';
import { acceptInvitationLink, INVITATION_LINK_LIMITS, previewInvitationLink } from './invitation-links.ts';

/** The invitation e-mail's link: what it tells its holder, and accepting through it. Never cached. */
export function invitationLinkRoutes({ db, trustProxy }: { db: Db; trustProxy: TrustProxy }) {
  const routes = contractRoutes();
  routes.use('/invitation-links/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.openapi(route(previewInvitationLinkContract), async (c) => {
    await consumeRateLimit({
      db,
      key: `invitation-link:ip:${clientIp(c, trustProxy)}`,
      rule: INVITATION_LINK_LIMITS.previewPerAddress,
    });
    return c.json(await previewInvitationLink({ db, token: c.req.valid('json').token }), 200);
  });

  routes.openapi(route(acceptInvitationLinkContract), async (c) => {
    const me = signedInUser(c);
    await consumeRateLimit({
      db,
      key: `invitation-link-accept:user:${me.id}`,
      rule: INVITATION_LINK_LIMITS.acceptPerUser,
    });
    return c.json(await acceptInvitationLink({ db, me, token: c.req.valid('json').token }), 200);
  });

  return routes;
}
