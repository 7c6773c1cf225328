import type { AdminNotification } from '@vetvoz/domain';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';

interface DeleteNotificationDialogProps {
  /** The notification to delete; null keeps the dialog closed. */
  notification: AdminNotification | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting removes the notification from every user's drawer and cannot be undone, so it is asked. */
export function DeleteNotificationDialog({
  notification,
  deleting,
  onConfirm,
  onClose,
}: DeleteNotificationDialogProps) {
  return (
    <ConfirmDialog
      open={notification !== null}
      title="Excluir a notificação?"
      description={
        <>
          “{notification?.title}” sai da lista de todos os usuários, lida ou não. Esta ação não pode ser
          desfeita; para só escondê-la, desative-a.
        </>
      }
      cancelLabel="Cancelar"
      confirmLabel="Excluir notificação"
      focus="confirm"
      busyLabel="Excluindo…"
      busy={deleting}
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}
