import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type UserNotification } from '@vetvoz/domain';
import { Bell } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from '../../../components/ui/toast/index.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { cn } from '../../../lib/cn.ts';
import { markNotificationRead, NOTIFICATIONS_KEY, notificationsQuery } from '../api/notifications.ts';
import { useNotificationEvents } from '../api/use-notification-events.ts';
import { badgeText, bellLabel, countUnread } from '../model/unread.ts';
import { NotificationsDrawer } from './notifications-drawer.tsx';
import { useAutoOpen } from './use-auto-open.ts';

/** The header's bell (signed-in users only) with the unread count, and the drawer it opens. */
export function NotificationBell({ className }: { className?: string }) {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const queryClient = useQueryClient();
  const { data: notifications } = useQuery({ ...notificationsQuery, enabled: signedIn });
  useNotificationEvents(signedIn);
  const [open, setOpen] = useState(false);
  const openDrawer = useCallback(() => setOpen(true), []);
  useAutoOpen(user?.id, notifications, openDrawer);

  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_, id) => {
      // The count drops at once; the refetch then brings the server's read date.
      queryClient.setQueryData<UserNotification[]>(NOTIFICATIONS_KEY, (list) =>
        list?.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
    onError: () => toast.error(MESSAGES.markReadFailed),
  });

  if (!signedIn) return null;
  const unread = countUnread(notifications);
  return (
    <>
      <button
        type="button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        // Until the list arrives the count is not known yet (a screen reader would announce none).
        aria-busy={notifications === undefined}
        onClick={openDrawer}
        className={cn(
          'relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100',
          className,
        )}
      >
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[11px] text-white leading-none ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <NotificationsDrawer
        open={open}
        onClose={() => setOpen(false)}
        notifications={notifications}
        onMarkRead={(id) => markRead.mutate(id)}
        markingId={markRead.isPending ? markRead.variables : undefined}
      />
    </>
  );
}
