import {
  createNotificationContract,
  createPriceChangeContract,
  deleteNotificationContract,
  listAdminNotificationsContract,
  listNotificationsContract,
  listPriceChangesContract,
  markNotificationReadContract,
  type NotificationStreamEvent,
  notificationEventsContract,
  updateNotificationContract,
} from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { liveStream, type SendLiveEvent } from '../events/live-stream.ts';
import { contractRoutes, route } from '../http/contract.ts';
import {
  createNotification,
  deleteNotification,
  listAllNotifications,
  updateNotification,
} from './manage-notifications.ts';
import { createPriceChange, listPriceChanges } from './price-changes.ts';
import { listUserNotifications, markNotificationRead } from './user-notifications.ts';

/**
 * Notifications, from the contracts in packages/domain/src/contracts/notifications.ts: site admins write
 * and list the broadcasts; every signed-in user reads the active ones and the notices addressed to them,
 * and marks them read. Writes are announced on the event bus so open apps (on any API node) reload their
 * list through /api/notifications/events. Site admins also announce price changes (price-changes.ts).
 */
export function notificationRoutes({ db, events }: { db: Db; events: EventBus }) {
  const routes = contractRoutes();
  const actorOf = (c: Parameters<typeof signedInUser>[0]) => {
    const { id, name } = signedInUser(c);
    return { id, name };
  };

  routes.openapi(route(listNotificationsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const notifications = await listUserNotifications({ db, userId: signedInUser(c).id });
    return c.json({ notifications }, 200);
  });

  routes.openapi(route(markNotificationReadContract), async (c) => {
    await markNotificationRead({ db, events, userId: signedInUser(c).id, id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  /** No data rides on the stream: the app reloads the list, read with its own session. */
  routes.openapi(route(notificationEventsContract), async (c) => {
    const userId = signedInUser(c).id;
    return liveStream(c, {
      events,
      channel: 'notifications',
      // A notice addressed to someone else is not even announced here.
      accept: ({ recipientId }) => (recipientId === undefined || recipientId === userId ? true : undefined),
      snapshot: async (send: SendLiveEvent<NotificationStreamEvent>) => {
        await send({ event: 'ready', data: {} });
      },
      deliver: async (_batch, send) => {
        await send({ event: 'changed', data: {} });
        return true;
      },
    });
  });

  routes.openapi(route(listAdminNotificationsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ notifications: await listAllNotifications({ db }) }, 200);
  });

  routes.openapi(route(createNotificationContract), async (c) => {
    const created = await createNotification({ db, events, actor: actorOf(c), input: c.req.valid('json') });
    c.get('log').info({ notificationId: created.id }, 'notification created');
    return c.json(created, 201);
  });

  routes.openapi(route(updateNotificationContract), async (c) => {
    const input = c.req.valid('json');
    const updated = await updateNotification({
      db,
      events,
      actor: actorOf(c),
      id: c.req.valid('param').id,
      input,
    });
    c.get('log').info({ notificationId: updated.id }, 'notification updated');
    return c.json(updated, 200);
  });

  routes.openapi(route(deleteNotificationContract), async (c) => {
    const { id } = c.req.valid('param');
    await deleteNotification({ db, events, actor: actorOf(c), id });
    c.get('log').info({ notificationId: id }, 'notification deleted');
    return c.body(null, 204);
  });

  routes.openapi(route(listPriceChangesContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ priceChanges: await listPriceChanges({ db }) }, 200);
  });

  /** The announcement only: each subscriber's notice goes out with the daily job, 30 days before renewal. */
  routes.openapi(route(createPriceChangeContract), async (c) => {
    const created = await createPriceChange({ db, actor: actorOf(c), input: c.req.valid('json') });
    c.get('log').info({ priceChangeId: created.id, plan: created.plan }, 'price change announced');
    return c.json(created, 201);
  });
  return routes;
}
