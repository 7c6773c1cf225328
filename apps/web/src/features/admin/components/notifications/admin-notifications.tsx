import { useQuery } from '@tanstack/react-query';
import type { AdminNotification } from '@vetvoz/domain';
import { useState } from 'react';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ApiError } from '../../../../lib/api.ts';
import {
  adminNotificationsQuery,
  useDeleteNotification,
  useSaveNotification,
} from '../../api/admin-notifications.ts';
import { SectionEmpty, SectionError, SectionLoading } from '../section-states.tsx';
import { DeleteNotificationDialog } from './delete-notification-dialog.tsx';
import { NotificationAdminList } from './notification-admin-list.tsx';
import { NotificationEditor } from './notification-editor.tsx';

const failureMessage = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/** The Notifications section: the editor with its preview, then every notification with its actions. */
export function AdminNotifications() {
  const list = useQuery(adminNotificationsQuery);
  const toggle = useSaveNotification();
  const remove = useDeleteNotification();
  const [editing, setEditing] = useState<AdminNotification | null>(null);
  const [deleting, setDeleting] = useState<AdminNotification | null>(null);

  const onToggle = (notification: AdminNotification) => {
    const { id, title, message, content, isActive } = notification;
    toggle.mutate(
      { id, input: { title, message, content: content ?? '', isActive: !isActive } },
      {
        onSuccess: () => toast.success(isActive ? 'Notificação desativada.' : 'Notificação ativada.'),
        onError: (error) =>
          toast.error('Não foi possível alterar a notificação.', { message: failureMessage(error) }),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success('Notificação excluída.');
        if (editing?.id === id) setEditing(null);
      },
      onError: (error) =>
        toast.error('Não foi possível excluir a notificação.', { message: failureMessage(error) }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="flex flex-col gap-8">
      <NotificationEditor key={editing?.id ?? 'nova'} editing={editing} onDone={() => setEditing(null)} />
      <div>
        <h3 className="mb-3 font-semibold text-slate-900">Publicadas</h3>
        {list.isPending ? (
          <SectionLoading label="Carregando notificações…" />
        ) : list.isError ? (
          <SectionError
            what="Não foi possível carregar as notificações."
            error={list.error}
            onRetry={() => list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <SectionEmpty title="Nenhuma notificação ainda.">
            As que você publicar aparecem aqui, da mais nova para a mais antiga.
          </SectionEmpty>
        ) : (
          <NotificationAdminList
            notifications={list.data}
            togglingId={toggle.isPending ? toggle.variables?.id : undefined}
            editingId={editing?.id}
            onToggle={onToggle}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </div>
      <DeleteNotificationDialog
        notification={deleting}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
