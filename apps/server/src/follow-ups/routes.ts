import {
  createFollowUpContract,
  deleteFollowUpContract,
  listFollowUpsContract,
  requestReminderContract,
  updateFollowUpContract,
  weekFollowUpsContract,
} from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { createFollowUp, deleteFollowUp, listFollowUps, updateFollowUp } from './manage-follow-ups.ts';
import { requestReminder } from './request-reminder.ts';
import { weekFollowUps } from './week-follow-ups.ts';

/** Reminder requests per client address: a family asks for a few, a script filling contacts is stopped. */
export const REMINDER_REQUEST_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

interface Options {
  db: Db;
  trustProxy: TrustProxy;
  whatsappEnabled: boolean;
}

/** The vet's follow-ups (list, add, correct, remove, the week's) and the tutor's reminder request. */
export function followUpRoutes({ db, trustProxy, whatsappEnabled }: Options) {
  const routes = contractRoutes();

  routes.openapi(route(weekFollowUpsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await weekFollowUps({ db, user: signedInUser(c) }), 200);
  });

  routes.openapi(route(listFollowUpsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const followUps = await listFollowUps({
      db,
      user: signedInUser(c),
      consultationId: c.req.valid('param').id,
    });
    return c.json({ followUps }, 200);
  });

  routes.openapi(route(createFollowUpContract), async (c) => {
    const created = await createFollowUp({
      db,
      user: signedInUser(c),
      consultationId: c.req.valid('param').id,
      input: c.req.valid('json'),
    });
    return c.json(created, 201);
  });

  routes.openapi(route(updateFollowUpContract), async (c) => {
    const updated = await updateFollowUp({
      db,
      user: signedInUser(c),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    });
    return c.json(updated, 200);
  });

  routes.openapi(route(deleteFollowUpContract), async (c) => {
    await deleteFollowUp({ db, user: signedInUser(c), id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  routes.openapi(route(requestReminderContract), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    await consumeRateLimit({
      db,
      key: `reminder:ip:${clientIp(c, trustProxy)}`,
      rule: REMINDER_REQUEST_LIMIT,
    });
    const accepted = await requestReminder({
      db,
      token: c.req.valid('param').token,
      input: c.req.valid('json'),
      whatsappEnabled,
    });
    return c.json(accepted, 201);
  });

  return routes;
}
