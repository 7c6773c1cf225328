import type { UserNotification } from '@vetvoz/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { notification, userNotificationStatus } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';

/** The active notifications, newest first, each with whether this user has read it. */
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
    .where(eq(notification.isActive, true))
    .orderBy(desc(notification.createdAt), desc(notification.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead ?? false,
    readAt: row.readAt?.toISOString() ?? null,
  }));
}

/** Idempotent: a second call keeps the first reading's date. Inactive notifications are not there to read. */
export async function markNotificationRead({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const notFound = new AppError('NOT_FOUND', 'Notificação não encontrada.');
  if (!isUuid(id)) throw notFound;
  const [active] = await db
    .select({ id: notification.id })
    .from(notification)
    .where(and(eq(notification.id, id), eq(notification.isActive, true)));
  if (!active) throw notFound;
  await db
    .insert(userNotificationStatus)
    .values({ userId, notificationId: id, isRead: true })
    .onConflictDoNothing();
}
