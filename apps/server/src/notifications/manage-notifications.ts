import type { AdminNotification, notificationInputSchema } from '@vetvoz/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { auditLog, notification } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';

/**
 * Site admins' side of notifications: every write is audited and announced to open apps. Admins manage
 * the broadcasts only; the notices the product addresses to one user are not theirs to read or edit.
 */

type Row = typeof notification.$inferSelect;
type Input = z.output<typeof notificationInputSchema>;
interface Actor {
  id: string;
  name: string;
}

const NOT_FOUND_MESSAGE = 'Notificação não encontrada.';

const broadcast = (id: string) => and(eq(notification.id, id), isNull(notification.recipientId));

export function toAdminNotification(row: Row): AdminNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    content: row.content,
    isActive: row.isActive,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

const columnsOf = (input: Input) => ({
  title: input.title,
  message: input.message,
  content: input.content || null,
  isActive: input.isActive,
});

export async function listAllNotifications({ db }: { db: Db }): Promise<AdminNotification[]> {
  const rows = await db
    .select()
    .from(notification)
    .where(isNull(notification.recipientId))
    .orderBy(desc(notification.createdAt), desc(notification.id));
  return rows.map(toAdminNotification);
}

export async function createNotification({
  db,
  events,
  actor,
  input,
}: {
  db: Db;
  events: EventBus;
  actor: Actor;
  input: Input;
}): Promise<AdminNotification> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(notification)
      .values({ ...columnsOf(input), createdBy: actor.id, createdByName: actor.name })
      .returning();
    if (!created) throw new Error('notification insert returned no row');
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'notification.create',
      target: `notification:${created.id}`,
      details: { isActive: created.isActive },
    });
    return created;
  });
  await events.publish('notifications', { notificationId: row.id });
  return toAdminNotification(row);
}

export async function updateNotification({
  db,
  events,
  actor,
  id,
  input,
}: {
  db: Db;
  events: EventBus;
  actor: Actor;
  id: string;
  input: Input;
}): Promise<AdminNotification> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(notification).set(columnsOf(input)).where(broadcast(id)).returning();
    if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'notification.update',
      target: `notification:${id}`,
      details: { isActive: updated.isActive },
    });
    return updated;
  });
  await events.publish('notifications', { notificationId: row.id });
  return toAdminNotification(row);
}

export async function deleteNotification({
  db,
  events,
  actor,
  id,
}: {
  db: Db;
  events: EventBus;
  actor: Actor;
  id: string;
}): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(notification).where(broadcast(id)).returning({ id: notification.id });
    if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'notification.delete',
      target: `notification:${id}`,
    });
  });
  await events.publish('notifications', { notificationId: id });
}
