import type { ComponentProps } from 'react';
import { useState } from 'react';
import { NotificationItem } from '../../notifications/index.ts';

type DemoNotification = ComponentProps<typeof NotificationItem>['notification'];

// Built as plain objects (not typed literals) so they follow the drawer's item type as it evolves.
const SAMPLES = [
  {
    id: 'demo-1',
    kind: 'admin' as const,
    title: 'Nova receita com controle especial',
    message: 'Os documentos agora saem no modelo da Portaria 344.',
    content: 'Revise os dados do responsável pelo animal antes de imprimir.',
    createdAt: '2026-11-24T13:00:00.000Z',
    isRead: false,
    readAt: null,
  },
  {
    id: 'demo-2',
    kind: 'admin' as const,
    title: 'Manutenção concluída',
    message: 'Obrigado pela paciência.',
    content: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    isRead: true,
    readAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 'demo-3',
    kind: 'admin' as const,
    title: 'Data ilegível',
    message: 'Uma data que não se lê aparece como "Data inválida".',
    content: null,
    createdAt: 'ontem',
    isRead: false,
    readAt: null,
  },
];

/** The drawer's item (notifications feature) in its three looks: unread with content, read, bad date. */
export function NotificationItemDemos() {
  const [items, setItems] = useState<DemoNotification[]>(SAMPLES);
  const markRead = (id: string) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, isRead: true } : item)));
  return (
    <div className="flex max-w-md flex-col gap-3">
      {items.map((item) => (
        <NotificationItem key={item.id} notification={item} onMarkRead={markRead} marking={false} />
      ))}
    </div>
  );
}
