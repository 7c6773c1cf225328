import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { webhookDelivery, webhookEndpoint } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { defineJob } from '../jobs/define-job.ts';
import { insertJobs } from '../jobs/insert-job.ts';
import type { Logger } from '../logging/logger.ts';
import { disableWebhookEndpoint } from './disable-endpoint.ts';
import { postWebhook, type WebhookTransport, webhookSecret } from './send-webhook.ts';

/**
 * Waits before each automatic retry: the first within 30 s, then growing, over 32 hours in all (at least
 * a day of receiver downtime is absorbed). Attempt 1 goes at once; attempt n+1 waits RETRY_DELAYS[n-1].
 */
export const RETRY_DELAYS_SECONDS = [10, 60, 300, 1_800, 7_200, 21_600, 43_200, 43_200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export interface WebhookDeps {
  db: Db;
  events: EventBus;
  log: Logger;
  webhooks: WebhookTransport & { serverSecret: string };
}

/**
 * One attempt at one delivery. `attempt` ≥ 1 is the automatic attempt the delivery row has scheduled (any
 * other run of it — a job taken twice — sends nothing); 0 is the vet's "Reenviar", sent whatever the state.
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
  const { db, log } = deps;
  const [row] = await db
    .select({ delivery: webhookDelivery, endpoint: webhookEndpoint })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .where(eq(webhookDelivery.id, deliveryId));
  if (row?.endpoint.status !== 'active') return;
  const automatic = attempt > 0;
  if (automatic && (row.delivery.status !== 'pending' || row.delivery.scheduledAttempt !== attempt)) return;

  const outcome = await postWebhook({
    url: row.endpoint.url,
    body: JSON.stringify(row.delivery.body),
    secret: webhookSecret(deps.webhooks.serverSecret, row.endpoint.secretSalt),
    transport: deps.webhooks,
  });
  // An automatic attempt records its outcome only while it is still the scheduled one.
  const stillOurs = and(
    eq(webhookDelivery.id, deliveryId),
    automatic ? eq(webhookDelivery.scheduledAttempt, attempt) : undefined,
  );
  if (outcome.ok) {
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
      .where(stillOurs);
    return;
  }
  log.info(
    { deliveryId, endpointId: row.endpoint.id, attempt, status: outcome.status },
    'webhook delivery failed',
  );
  if (outcome.status === 410) {
    await db
      .update(webhookDelivery)
      .set({ attempts: sql`${webhookDelivery.attempts} + 1`, lastError: outcome.error })
      .where(stillOurs);
    await disableWebhookEndpoint({ deps, endpointId: row.endpoint.id, userId: row.endpoint.userId });
    return;
  }
  const next = automatic && attempt < MAX_ATTEMPTS ? attempt + 1 : null;
  const delaySeconds = next ? (RETRY_DELAYS_SECONDS[attempt - 1] ?? 0) : 0;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(webhookDelivery)
      .set({
        attempts: sql`${webhookDelivery.attempts} + 1`,
        lastError: outcome.error,
        ...(automatic
          ? {
              status: next ? 'pending' : 'failed',
              scheduledAttempt: next,
              nextAttemptAt: next ? sql`now() + make_interval(secs => ${delaySeconds})` : null,
            }
          : {}),
      })
      .where(stillOurs)
      .returning({ id: webhookDelivery.id });
    if (updated.length > 0 && next) {
      await insertJobs(tx, deliverWebhookJob, [
        { payload: { deliveryId, attempt: next }, runAt: new Date(Date.now() + delaySeconds * 1000) },
      ]);
    }
  });
}
