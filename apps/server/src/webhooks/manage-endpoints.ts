import { randomBytes } from 'node:crypto';
import {
  type CreatedWebhookEndpoint,
  MAX_WEBHOOK_ENDPOINTS,
  TOO_MANY_WEBHOOK_ENDPOINTS_MESSAGE,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@vetvoz/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog, webhookDelivery, webhookEndpoint } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { insertJobs } from '../jobs/insert-job.ts';
import { deliverWebhookJob } from './deliver-webhook.ts';
import { webhookSecret, webhookUrlProblem } from './send-webhook.ts';

/** Deliveries the log shows per endpoint. */
const DELIVERY_LOG_LENGTH = 50;

type EndpointRow = typeof webhookEndpoint.$inferSelect;

const toView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  events: row.events,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Registers an endpoint for `userId`; the signing secret is answered once (it is derived, not stored). */
export async function createWebhookEndpoint({
  db,
  serverSecret,
  production,
  userId,
  input,
}: {
  db: Db;
  serverSecret: string;
  production: boolean;
  userId: string;
  input: { url: string; events: WebhookEventType[] };
}): Promise<CreatedWebhookEndpoint> {
  const problem = webhookUrlProblem(input.url, { production });
  if (problem) throw new AppError('VALIDATION', problem, { field: 'url' });
  const salt = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // Serialises one person's creations, so two at once cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${userId}`}))`);
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.userId, userId));
    if ((held?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
      throw new AppError('CONFLICT', TOO_MANY_WEBHOOK_ENDPOINTS_MESSAGE);
    const [row] = await tx
      .insert(webhookEndpoint)
      .values({ userId, url: input.url, events: input.events, secretSalt: salt })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    await tx.insert(auditLog).values({
      actorId: userId,
      action: 'webhook.create',
      target: `webhook-endpoint:${row.id}`,
      details: { events: input.events, host: new URL(input.url).host },
    });
    return { ...toView(row), secret: webhookSecret(serverSecret, salt) };
  });
}

export async function listWebhookEndpoints({ db, userId }: { db: Db; userId: string }) {
  const rows = await db
    .select()
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.userId, userId))
    .orderBy(desc(webhookEndpoint.createdAt));
  return rows.map(toView);
}

/** One of the caller's endpoints, or 404 (another person's and a made-up id alike). */
async function ownEndpoint(db: Db, userId: string, id: string): Promise<EndpointRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Deletes the endpoint and its log; queued attempts find nothing and send nothing. */
export async function deleteWebhookEndpoint({ db, userId, id }: { db: Db; userId: string; id: string }) {
  await ownEndpoint(db, userId, id);
  await db.delete(webhookEndpoint).where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.userId, userId)));
  await db
    .insert(auditLog)
    .values({ actorId: userId, action: 'webhook.delete', target: `webhook-endpoint:${id}` });
}

export async function listWebhookDeliveries({
  db,
  userId,
  id,
}: {
  db: Db;
  userId: string;
  id: string;
}): Promise<WebhookDeliveryView[]> {
  await ownEndpoint(db, userId, id);
  const rows = await db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.endpointId, id))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(DELIVERY_LOG_LENGTH);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastError: row.status === 'delivered' ? null : row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  }));
}

/** "Reenviar": the same event (same id and body) once more, now; a disabled endpoint cannot take it. */
export async function redeliverWebhook({
  db,
  events,
  userId,
  id,
  deliveryId,
}: {
  db: Db;
  events: EventBus;
  userId: string;
  id: string;
  deliveryId: string;
}): Promise<void> {
  const endpoint = await ownEndpoint(db, userId, id);
  if (!isUuid(deliveryId)) throw new AppError('NOT_FOUND');
  const [delivery] = await db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.endpointId, endpoint.id)));
  if (!delivery) throw new AppError('NOT_FOUND');
  if (endpoint.status !== 'active') {
    throw new AppError('CONFLICT', 'Este endereço foi desativado (respondeu HTTP 410). Cadastre outro.');
  }
  await insertJobs(db, deliverWebhookJob, [{ payload: { deliveryId, attempt: 0 } }]);
  await events.publish('jobs', { type: deliverWebhookJob.name });
}
