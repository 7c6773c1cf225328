import { describe, expect, it } from 'vitest';
import { formatNotificationDate } from './format-notification-date.ts';
import { kindLook, NOTIFICATION_KIND_LOOKS } from './notification-kinds.ts';
import { badgeText, bellLabel, countUnread } from './unread.ts';

describe('formatNotificationDate', () => {
  it('writes the date in pt-BR long format', () => {
    expect(formatNotificationDate('2026-11-24T15:00:00.000Z')).toBe('24 de novembro de 2026');
  });

  it('says "Data inválida" when the date cannot be read', () => {
    expect(formatNotificationDate('ontem')).toBe('Data inválida');
    expect(formatNotificationDate('')).toBe('Data inválida');
  });
});

describe('unread badge', () => {
  it('shows the count up to nine and "9+" above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('counts only unread notifications', () => {
    const item = {
      kind: 'admin' as const,
      title: 't',
      message: 'm',
      content: null,
      createdAt: '',
      readAt: null,
    };
    expect(
      countUnread([
        { ...item, id: 'a', isRead: false },
        { ...item, id: 'b', isRead: true },
        { ...item, id: 'c', isRead: false },
      ]),
    ).toBe(2);
    expect(countUnread(undefined)).toBe(0);
  });

  it('names the bell with the count in words for screen readers', () => {
    expect(bellLabel(0)).toBe('Notificações');
    expect(bellLabel(1)).toBe('Notificações: 1 não lida');
    expect(bellLabel(4)).toBe('Notificações: 4 não lidas');
    expect(bellLabel(12)).toBe('Notificações: mais de 9 não lidas');
  });
});

describe('notification kinds', () => {
  it('gives every kind a label and an icon, and reads an unknown kind as a plain notice', () => {
    for (const look of Object.values(NOTIFICATION_KIND_LOOKS)) {
      expect(look.label).not.toBe('');
      expect(look.icon).toBeTruthy();
    }
    expect(kindLook('payment_failed').label).toBe('Pagamento');
    expect(kindLook('algo_novo')).toBe(NOTIFICATION_KIND_LOOKS.admin);
  });
});
