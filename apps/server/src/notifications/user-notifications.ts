import type { UserNotification } from '@vetvoz/domain';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { notification, userNotificationStatus } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';

/** What one user may see: the broadcasts, and the notices addressed to them. */
const visibleTo = (userId: string) =>
  and(
    eq(notification.isActive, true),
    or(isNull(notification.recipientId), eq(notification.recipientId, userId)),
  );

/** The active broadcasts and this user's own notices, newest first, each with whether they read it. */
export async function listUserNotifications({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<UserNotification[]> {
  const rows = await db
    .select({
      id: notification.id,
      kind: notification.kind,
      title: notification.title,
      message: notification.message,
      content: notification.content,
      createdAt: notification.createdAt,
      isRead: userNotificationStatus.isRead,
      readAt: userNotificationStatus.readAt,
    })
    .from(notification)
    .leftJoin(
      userNotificationStatus,
      and(
        eq(userNotificationStatus.notificationId, notification.id),
        eq(userNotificationStatus.userId, userId),
      ),
    )
    .where(visibleTo(userId))
    .orderBy(desc(notification.createdAt), desc(notification.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead ?? false,
    readAt: row.readAt?.toISOString() ?? null,
  }));
}

/**
 * Idempotent: a second call keeps the first reading's date. Inactive notifications, and notices addressed
 * to someone else, are not there to read (404, as for an unknown id).
 */
export async function markNotificationRead({
  db,
  events,
  userId,
  id,
}: {
  db: Db;
  events: EventBus;
  userId: string;
  id: string;
}) {
  const notFound = new AppError('NOT_FOUND', 'Notificação não encontrada.');
  if (!isUuid(id)) throw notFound;
  const [active] = await db
    .select({ id: notification.id })
    .from(notification)
    .where(and(eq(notification.id, id), visibleTo(userId)));
  if (!active) throw notFound;
  const marked = await db
    .insert(userNotificationStatus)
    .values({ userId, notificationId: id, isRead: true })
    .onConflictDoNothing()
    .returning({ notificationId: userNotificationStatus.notificationId });
  // The reader's other tabs and devices reload their bell; only this user's streams pass it on.
  if (marked.length > 0) await events.publish('notifications', { notificationId: id, recipientId: userId });
}
