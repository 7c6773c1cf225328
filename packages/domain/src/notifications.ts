import { z } from 'zod';
import { multiLineText, singleLineText } from './text.ts';

/**
 * Notifications (docs/product-rules.md §2 drawer, §3 Notification and UserNotificationStatus): site admins write them
 * through /api/admin/notifications; every signed-in user reads the active ones with their own read status.
 */

/**
 * Who wrote a notification: `admin` for the site admins' broadcasts; every other kind is the product's
 * own notice addressed to one user: an invitation to a unit, the trial at 80% and used up, a
 * failed payment, a price change announced before the renewal (terms: 30 days), an older subscription cancelled because a
 * second checkout completed, a webhook endpoint disabled because its receiver answered 410 Gone.
 */
export const NOTIFICATION_KINDS = [
  'admin',
  'unit_invitation',
  'trial_80',
  'trial_exhausted',
  'payment_failed',
  'price_change',
  'subscription_replaced',
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type ProductNotificationKind = Exclude<NotificationKind, 'admin'>;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const MAX_NOTIFICATION_TITLE_CHARS = 120;
export const MAX_NOTIFICATION_MESSAGE_CHARS = 1_000;
export const MAX_NOTIFICATION_CONTENT_CHARS = 5_000;

/** POST /api/admin/notifications and PUT /api/admin/notifications/:id (the whole notification). */
export const notificationInputSchema = z.object({
  title: singleLineText('Escreva o título.')
    .min(1, 'Escreva o título.')
    .max(
      MAX_NOTIFICATION_TITLE_CHARS,
      `O título pode ter no máximo ${MAX_NOTIFICATION_TITLE_CHARS} caracteres.`,
    ),
  message: multiLineText('Escreva a mensagem.')
    .trim()
    .min(1, 'Escreva a mensagem.')
    .max(
      MAX_NOTIFICATION_MESSAGE_CHARS,
      `A mensagem pode ter no máximo ${MAX_NOTIFICATION_MESSAGE_CHARS} caracteres.`,
    ),
  /** Longer text under the message; empty means none. */
  content: multiLineText()
    .trim()
    .max(
      MAX_NOTIFICATION_CONTENT_CHARS,
      `O conteúdo pode ter no máximo ${MAX_NOTIFICATION_CONTENT_CHARS} caracteres.`,
    )
    .optional(),
  isActive: z.boolean('Informe se a notificação está ativa.').optional().default(true),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** A notification as site admins see it. */
export const adminNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  content: z.string().nullable(),
  isActive: z.boolean(),
  /** The author's id (null once that account is deleted) and name when it was written. */
  createdBy: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

export const adminNotificationListSchema = z.object({ notifications: z.array(adminNotificationSchema) });
export type AdminNotificationList = z.infer<typeof adminNotificationListSchema>;

/** An active notification as one user sees it (a broadcast or one addressed to them), with their read status. */
export const userNotificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  message: z.string(),
  content: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const userNotificationListSchema = z.object({ notifications: z.array(userNotificationSchema) });
export type UserNotificationList = z.infer<typeof userNotificationListSchema>;

/** What the bell shows: the count up to UNREAD_BADGE_MAX, then "9+" (docs/product-rules.md §9). */
export function unreadBadgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
