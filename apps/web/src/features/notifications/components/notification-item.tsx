import type { UserNotification } from '@vetvoz/domain';
import { cn } from '../../../lib/cn.ts';
import { formatNotificationDate } from '../model/format-notification-date.ts';
import { kindLook } from '../model/notification-kinds.ts';

interface NotificationItemProps {
  notification: UserNotification;
  onMarkRead: (id: string) => void;
  /** While its mark-as-read request runs, the button waits instead of sending it twice. */
  marking: boolean;
}

export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const { title, message, content, createdAt, isRead } = notification;
  const look = kindLook(notification.kind);
  const Icon = look.icon;
  return (
    <article
      className={cn(
        'rounded-xl border p-4',
        isRead ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/60',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn('relative flex size-8 shrink-0 items-center justify-center rounded-full', look.tone)}
        >
          <Icon className="size-4" strokeWidth={2} />
          {isRead ? null : (
            <span className="-right-0.5 -top-0.5 absolute size-2.5 rounded-full border-2 border-white bg-brand-600" />
          )}
        </span>
        <div className="min-w-0">
          <p className="font-medium text-slate-600 text-xs">{look.label}</p>
          <h3 className="break-words font-semibold text-slate-900 leading-snug">{title}</h3>
        </div>
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
