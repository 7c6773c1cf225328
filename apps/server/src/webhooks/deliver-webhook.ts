import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { webhookDelivery, webhookEndpoint } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { defineJob } from '../jobs/define-job.ts';
import type { Logger } from '../logging/logger.ts';
import { disableWebhookEndpoint } from './disable-endpoint.ts';
import { MAX_ATTEMPTS } from './retry-schedule.ts';
import { postWebhook, type WebhookTransport, webhookSecret } from './send-webhook.ts';

export { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from './retry-schedule.ts';

export interface WebhookDeps {
  db: Db;
  events: EventBus;
  log: Logger;
  webhooks: WebhookTransport & { serverSecret: string };
}

/**
 * The vet's "Reenviar" (attempt 0): one send of one delivery, whatever its state, that never schedules
 * retries. Automatic attempts are claimed in batches by the senders (webhook-sender.ts): a job of an
 * attempt ≥ 1, queued before they existed, sends nothing, since its delivery row is due and the senders
 * take it from there.
 */
export const deliverWebhookJob = defineJob({
  name: 'webhook.deliver',
  version: 1,
  payload: z.object({ deliveryId: z.guid(), attempt: z.number().int().min(0).max(MAX_ATTEMPTS) }),
  handler: (payload, deps: WebhookDeps) => deliverWebhook({ deps, ...payload }),
});

export async function deliverWebhook({
  deps,
  deliveryId,
  attempt,
}: {
  deps: WebhookDeps;
  deliveryId: string;
  attempt: number;
}): Promise<void> {
  if (attempt !== 0) return;
  const { db, log } = deps;
  const [row] = await db
    .select({ delivery: webhookDelivery, endpoint: webhookEndpoint })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .where(eq(webhookDelivery.id, deliveryId));
  if (row?.endpoint.status !== 'active') return;

  const outcome = await postWebhook({
    url: row.endpoint.url,
    body: JSON.stringify(row.delivery.body),
    secret: webhookSecret(deps.webhooks.serverSecret, row.endpoint.secretSalt),
    transport: deps.webhooks,
  });
  if (outcome.ok) {
    // Delivered: whatever automatic attempt was scheduled is no longer needed (a sender holding it
    // records nothing, its claim no longer matches).
    await db
      .update(webhookDelivery)
      .set({
        status: 'delivered',
        attempts: sql`${webhookDelivery.attempts} + 1`,
        lastError: null,
        scheduledAttempt: null,
        nextAttemptAt: null,
        deliveredAt: sql`now()`,
      })
      .where(eq(webhookDelivery.id, deliveryId));
    return;
  }
  log.info(
    { deliveryId, endpointId: row.endpoint.id, attempt, status: outcome.status },
    'webhook delivery failed',
  );
  await db
    .update(webhookDelivery)
    .set({ attempts: sql`${webhookDelivery.attempts} + 1`, lastError: outcome.error })
    .where(eq(webhookDelivery.id, deliveryId));
  if (outcome.status === 410)
    await disableWebhookEndpoint({ deps, endpointId: row.endpoint.id, userId: row.endpoint.userId });
}
