import type { AdminNotification } from '@vetvoz/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatDateTime } from '../../model/format.ts';

interface NotificationAdminListProps {
  notifications: AdminNotification[];
  /** The notification whose activation is being saved, if any. */
  togglingId: string | undefined;
  editingId: string | undefined;
  onToggle: (notification: AdminNotification) => void;
  onEdit: (notification: AdminNotification) => void;
  onDelete: (notification: AdminNotification) => void;
}

/** Every notification, newest first (the server's order), with its actions. */
export function NotificationAdminList({
  notifications,
  togglingId,
  editingId,
  onToggle,
  onEdit,
  onDelete,
}: NotificationAdminListProps) {
  return (
    <ul aria-label="Notificações publicadas" className="flex flex-col gap-3">
      {notifications.map((notification) => {
        const { id, title, message, isActive, createdByName, createdAt } = notification;
        return (
          <li
            key={id}
            className={cn(
              'rounded-xl border p-4',
              id === editingId ? 'border-brand-300 bg-brand-50/50' : 'border-slate-200 bg-white',
            )}
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="min-w-0 break-words font-semibold text-slate-900">{title}</h4>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 font-medium text-xs',
                      isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {isActive ? 'Ativa' : 'Inativa'}
                  </span>
                </div>
                <p className="mt-1 line-clamp-2 break-words text-slate-700 text-sm">{message}</p>
                <p className="mt-1 text-slate-500 text-xs">
                  Por {createdByName} em <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-1">
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-slate-700 text-sm hover:bg-slate-100">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={isActive}
                    checked={isActive}
                    disabled={togglingId === id}
                    onChange={() => onToggle(notification)}
                    aria-label={`Ativa: ${title}`}
                    className="size-5 cursor-pointer accent-brand-700"
                  />
                  <span aria-hidden="true">Ativa</span>
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(notification)}
                  aria-label={`Editar: ${title}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Editar
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onDelete(notification)}
                  aria-label={`Excluir: ${title}`}
                  className="text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Excluir
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
