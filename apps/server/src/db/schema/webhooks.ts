import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ENDPOINT_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventBody,
} from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A vet's webhook receivers (docs/api.md). The signing secret is not stored: it is an HMAC of `secret_salt`
 * with the server secret, so a copy of the database cannot forge deliveries. Deleted endpoints are removed
 * with their deliveries.
 */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events', { enum: WEBHOOK_EVENT_TYPES }).array().notNull(),
    secretSalt: text('secret_salt').notNull(),
    /** `disabled` once the receiver answered 410 Gone. */
    status: text('status', { enum: WEBHOOK_ENDPOINT_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoint_user_idx').on(table.userId)],
);

/**
 * One event for one endpoint: written in the transaction of the change it reports, so an event is never
 * lost nor sent for a change that rolled back. `scheduled_attempt` is the automatic attempt due at
 * `next_attempt_at` (null when none); a sender's claim moves `next_attempt_at` to its lease's end and
 * records the outcome only while both are unchanged (webhooks/claim-deliveries.ts). Delivered rows are
 * deleted after 30 days by the retention pass.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    type: text('type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    /** The body sent, ids only (never tutor data nor clinical text). */
    body: jsonb('body').$type<WebhookEventBody>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    scheduledAttempt: integer('scheduled_attempt'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    unique('webhook_delivery_endpoint_event_uq').on(table.endpointId, table.eventId),
    index('webhook_delivery_endpoint_created_idx').on(table.endpointId, table.createdAt),
    // The senders' claim reads only due pending rows (webhooks/claim-deliveries.ts).
    index('webhook_delivery_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);
