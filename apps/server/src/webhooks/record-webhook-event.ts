import { randomUUID } from 'node:crypto';
import type { WebhookEventBody, WebhookEventType } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { webhookDelivery, webhookEndpoint } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';

export interface WebhookEventFacts {
  /** Whose endpoints hear it: the consultation's author. */
  ownerId: string;
  type: WebhookEventType;
  consultationId: string;
  externalId: string | null;
  documentId?: string;
  documentType?: string;
}

/**
 * Records an event for every active endpoint of the owner that asked for its type, its first attempt due
 * at once. Call it inside the transaction of the change it reports: the event exists exactly when
 * the change commits, and a change retried after a rollback does not send it twice. Then, after the
 * commit, `wakeWebhookSenders` with the number returned.
 */
export async function recordWebhookEvent(
  db: Queryable<'select' | 'insert'>,
  facts: WebhookEventFacts,
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoint.id })
    .from(webhookEndpoint)
    .where(
      and(
        eq(webhookEndpoint.userId, facts.ownerId),
        eq(webhookEndpoint.status, 'active'),
        sql`${facts.type} = any(${webhookEndpoint.events})`,
      ),
    );
  if (endpoints.length === 0) return 0;
  const body: WebhookEventBody = {
    id: randomUUID(),
    type: facts.type,
    createdAt: new Date().toISOString(),
    data: {
      consultationId: facts.consultationId,
      externalId: facts.externalId,
      ...(facts.documentId ? { documentId: facts.documentId } : {}),
      ...(facts.documentType ? { documentType: facts.documentType } : {}),
    },
  };
  const deliveries = await db
    .insert(webhookDelivery)
    .values(
      endpoints.map((endpoint) => ({
        eventId: body.id,
        endpointId: endpoint.id,
        type: facts.type,
        body,
        scheduledAttempt: 1,
        nextAttemptAt: sql`now()`,
      })),
    )
    .returning({ id: webhookDelivery.id });
  return deliveries.length;
}

/** Wakes the webhook senders of every node for deliveries just committed. */
export async function wakeWebhookSenders(events: EventBus, recorded: number): Promise<void> {
  if (recorded > 0) await events.publish('webhooks', { count: recorded });
}
