import {
  createWebhookEndpointContract,
  deleteWebhookEndpointContract,
  enableWebhookEndpointContract,
  listWebhookDeliveriesContract,
  listWebhookEndpointsContract,
  redeliverWebhookContract,
} from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { enableWebhookEndpoint } from './enable-endpoint.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
} from './manage-endpoints.ts';

/** Endpoints one person may register per hour. */
const CREATION_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };
/** Manual redeliveries per person and minute: a button, not a way to flood a receiver. */
const REDELIVERY_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 };

/** The vet's webhook endpoints, from their contracts (packages/domain/src/contracts/webhooks.ts). */
export function webhookRoutes({
  db,
  events,
  serverSecret,
  production,
}: {
  db: Db;
  events: EventBus;
  serverSecret: string;
  production: boolean;
}) {
  const routes = contractRoutes();

  routes.openapi(route(createWebhookEndpointContract), async (c) => {
    const user = signedInUser(c);
    await consumeRateLimit({ db, key: `webhook-create:user:${user.id}`, rule: CREATION_LIMIT });
    const created = await createWebhookEndpoint({
      db,
      serverSecret,
      production,
      userId: user.id,
      input: c.req.valid('json'),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });

  routes.openapi(route(listWebhookEndpointsContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ endpoints: await listWebhookEndpoints({ db, userId: signedInUser(c).id }) }, 200);
  });

  routes.openapi(route(deleteWebhookEndpointContract), async (c) => {
    await deleteWebhookEndpoint({ db, userId: signedInUser(c).id, id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  // Shares the redelivery budget: both are buttons on the same card.
  routes.openapi(route(enableWebhookEndpointContract), async (c) => {
    const user = signedInUser(c);
    await consumeRateLimit({ db, key: `webhook-redeliver:user:${user.id}`, rule: REDELIVERY_LIMIT });
    const endpoint = await enableWebhookEndpoint({
      db,
      production,
      userId: user.id,
      id: c.req.valid('param').id,
    });
    return c.json(endpoint, 200);
  });

  routes.openapi(route(listWebhookDeliveriesContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const deliveries = await listWebhookDeliveries({
      db,
      userId: signedInUser(c).id,
      id: c.req.valid('param').id,
    });
    return c.json({ deliveries }, 200);
  });

  routes.openapi(route(redeliverWebhookContract), async (c) => {
    const user = signedInUser(c);
    await consumeRateLimit({ db, key: `webhook-redeliver:user:${user.id}`, rule: REDELIVERY_LIMIT });
    const { id, deliveryId } = c.req.valid('param');
    await redeliverWebhook({ db, events, userId: user.id, id, deliveryId });
    return c.body(null, 202);
  });

  return routes;
}
