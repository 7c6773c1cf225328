import type { UserNotification } from '@vetvoz/domain';
import { cn } from '../../../lib/cn.ts';
import { formatNotificationDate } from '../model/format-notification-date.ts';

interface NotificationItemProps {
  notification: UserNotification;
  onMarkRead: (id: string) => void;
  /** While its mark-as-read request runs, the button waits instead of sending it twice. */
  marking: boolean;
}

export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const { title, message, content, createdAt, isRead } = notification;
  return (
    <article
      className={cn(
        'rounded-xl border p-4',
        isRead ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/60',
      )}
    >
      <div className="flex items-start gap-2">
        {isRead ? null : (
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-600" />
        )}
        <h3 className="min-w-0 break-words font-semibold text-slate-900 leading-snug">{title}</h3>
      </div>
      <p className="mt-1 whitespace-pre-line break-words text-slate-700 text-sm">{message}</p>
      {content ? (
        <p className="mt-2 whitespace-pre-line break-words border-slate-200 border-l-2 pl-3 text-slate-600 text-sm">
          {content}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <time dateTime={createdAt} className="text-slate-600 text-xs">
          {formatNotificationDate(createdAt)}
        </time>
        {isRead ? (
          <span className="sr-only">Lida</span>
        ) : (
          <button
            type="button"
            onClick={() => onMarkRead(notification.id)}
            disabled={marking}
            aria-label={`Marcar como lida: ${title}`}
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-brand-800 text-sm hover:bg-brand-100 disabled:opacity-60"
          >
            Marcar como lida
          </button>
        )}
      </div>
    </article>
  );
}
