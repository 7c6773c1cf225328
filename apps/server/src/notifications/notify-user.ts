import type { ProductNotificationKind } from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import type { Queryable } from '../db/queryable.ts';
import { notification } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';

/** The product signs its own notices: there is no admin author. */
export const PRODUCT_AUTHOR_NAME = 'VetVoz';

export interface UserNotice {
  userId: string;
  kind: ProductNotificationKind;
  title: string;
  message: string;
  content?: string | null;
  /**
   * Names the event the notice is about (e.g. `payment_failed:<invoice id>`): a second call with the same
   * key — a retried job, a webhook delivered twice, two processes at once — writes nothing.
   */
  dedupeKey: string;
}

/** The notice written, or null when its dedupe key was already taken. */
export interface RecordedNotice {
  notificationId: string;
  recipientId: string;
}

/**
 * Writes a notice for one user, once per dedupe key (unique index). Inside a transaction, call
 * `announceUserNotice` after it commits: an open app reloads its list at once, and must find the row.
 */
export async function recordUserNotice(
  db: Queryable<'insert'>,
  notice: UserNotice,
): Promise<RecordedNotice | null> {
  const [created] = await db
    .insert(notification)
    .values({
      title: notice.title,
      message: notice.message,
      content: notice.content || null,
      isActive: true,
      createdBy: null,
      createdByName: PRODUCT_AUTHOR_NAME,
      recipientId: notice.userId,
      kind: notice.kind,
      dedupeKey: notice.dedupeKey,
    })
    .onConflictDoNothing({ target: notification.dedupeKey })
    .returning({ id: notification.id });
  return created ? { notificationId: created.id, recipientId: notice.userId } : null;
}

/** Tells the recipient's open apps (on any API node) to reload; nobody else's stream hears it. */
export async function announceUserNotice(events: EventBus, recorded: RecordedNotice | null): Promise<void> {
  if (!recorded) return;
  await events.publish('notifications', recorded);
}

/**
 * The one call other features make: notifies `userId` (idempotent by `dedupeKey`) and delivers it live.
 * Answers whether this call wrote it (false: an earlier call with the same key did).
 */
export async function notifyUser(
  { db, events }: { db: Db; events: EventBus },
  notice: UserNotice,
): Promise<{ created: boolean; notificationId: string | null }> {
  const recorded = await recordUserNotice(db, notice);
  await announceUserNotice(events, recorded);
  return { created: recorded !== null, notificationId: recorded?.notificationId ?? null };
}
