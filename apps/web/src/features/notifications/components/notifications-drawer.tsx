import { UI_ANIMATION_MS, type UserNotification } from '@vetvoz/domain';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.ts';
import { cn } from '../../../lib/cn.ts';
import { NotificationItem } from './notification-item.tsx';

interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Undefined while the first load runs. */
  notifications: UserNotification[] | undefined;
  onMarkRead: (id: string) => void;
  markingId: string | undefined;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The right-side drawer (docs/product-rules.md §2), a modal like every other (`useModalDialog`: the page behind inert,
 * focus kept inside and given back, Escape and the backdrop close it). It slides in and out in UI_ANIMATION_MS (docs/product-rules.md §9);
 * with reduced motion it simply appears and disappears.
 */
export function NotificationsDrawer({
  open,
  onClose,
  notifications,
  onMarkRead,
  markingId,
}: NotificationsDrawerProps) {
  // `shown` outlives `open` by the exit animation, so the panel can slide out before the dialog closes.
  const [shown, setShown] = useState(open);
  const [leaving, setLeaving] = useState(false);
  if (open && !shown) setShown(true);
  if (open && leaving) setLeaving(false);
  if (!open && shown && !leaving) setLeaving(true);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(
      () => {
        setShown(false);
        setLeaving(false);
      },
      prefersReducedMotion() ? 0 : UI_ANIMATION_MS,
    );
    return () => clearTimeout(timer);
  }, [leaving]);

  // Modal for as long as the panel is shown, its slide out included.
  const { titleId, dialogProps } = useModalDialog({ open: shown, onClose });

  return (
    <dialog
      {...dialogProps}
      className={cn(
        'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full max-w-md bg-white p-0 text-slate-800 shadow-2xl',
        'backdrop:bg-slate-950/40 open:flex open:flex-col',
        'transition-transform ease-out starting:translate-x-full',
        leaving && 'translate-x-full',
      )}
      style={{ transitionDuration: `${UI_ANIMATION_MS}ms` }}
    >
      {shown ? (
        <>
          <div className="flex items-center justify-between gap-4 border-slate-200 border-b px-5 py-3">
            <h2 id={titleId} className="font-semibold text-lg text-slate-900">
              Notificações
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Fechar"
              className="-mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-5">
            <DrawerBody notifications={notifications} onMarkRead={onMarkRead} markingId={markingId} />
          </div>
        </>
      ) : null}
    </dialog>
  );
}

function DrawerBody({
  notifications,
  onMarkRead,
  markingId,
}: Pick<NotificationsDrawerProps, 'notifications' | 'onMarkRead' | 'markingId'>) {
  if (!notifications)
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Carregando...
      </p>
    );
  if (notifications.length === 0)
    return <p className="py-10 text-center text-slate-600">Nenhuma notificação nova.</p>;
  return (
    <ul className="space-y-3">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem
            notification={notification}
            onMarkRead={onMarkRead}
            marking={markingId === notification.id}
          />
        </li>
      ))}
    </ul>
  );
}
