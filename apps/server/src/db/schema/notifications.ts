import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** The spec's Notification: written by site admins, shown to every user while active. */
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
  },
  (table) => [
    index('notification_created_at_idx').on(table.createdAt),
    index('notification_created_by_idx').on(table.createdBy),
  ],
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
