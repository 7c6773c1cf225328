import { UNREAD_BADGE_MAX, type UserNotification, unreadBadgeText } from '@vetvoz/domain';

export const countUnread = (notifications: readonly UserNotification[] | undefined): number =>
  notifications?.filter((notification) => !notification.isRead).length ?? 0;

/** "9+" above nine (docs/product-rules.md §9). */
export const badgeText = (count: number): string => unreadBadgeText(count, UNREAD_BADGE_MAX);

/** The bell's accessible name says the count in words, the badge only shows it. */
export function bellLabel(count: number): string {
  if (count === 0) return 'Notificações';
  if (count === 1) return 'Notificações: 1 não lida';
  return count > UNREAD_BADGE_MAX
    ? `Notificações: mais de ${UNREAD_BADGE_MAX} não lidas`
    : `Notificações: ${count} não lidas`;
}
