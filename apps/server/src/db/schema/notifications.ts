import { NOTIFICATION_KINDS, PAID_PLANS } from '@vetvoz/domain';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The spec's Notification: written by site admins and shown to every user while active (a broadcast,
 * no recipient), or the product's own notice to one user (a recipient and a kind).
 */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    content: text('content'),
    isActive: boolean('is_active').notNull().default(true),
    /** Null once the author's account is deleted; the name keeps the list readable. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: a broadcast, seen by everyone. Otherwise the only user who sees it. */
    recipientId: text('recipient_id').references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull().default('admin'),
    /** Names the event a product notice is about: a retried job or webhook finds it taken (unique). */
    dedupeKey: text('dedupe_key'),
  },
  (table) => [
    index('notification_created_at_idx').on(table.createdAt),
    index('notification_created_by_idx').on(table.createdBy),
    index('notification_recipient_idx').on(table.recipientId, table.createdAt),
    uniqueIndex('notification_dedupe_key_uq').on(table.dedupeKey),
  ],
);

/**
 * A plan's new price announced by a site admin (decision 026): charged from each subscriber's first
 * renewal on or after `effectiveOn` (a São Paulo calendar day), told 30 days before that renewal.
 */
export const priceChange = pgTable(
  'price_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plan: text('plan', { enum: PAID_PLANS }).notNull(),
    /** The amount per billing period (a month, six months, a year), in centavos. */
    chargeCents: integer('charge_cents').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_change_plan_effective_idx').on(table.plan, table.effectiveOn)],
);

/** The spec's UserNotificationStatus ({userId}_{notificationId}): one row per user and notification read. */
export const userNotificationStatus = pgTable(
  'user_notification_status',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notification.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'user_notification_status_pk', columns: [table.userId, table.notificationId] }),
    index('user_notification_status_notification_idx').on(table.notificationId),
  ],
);
