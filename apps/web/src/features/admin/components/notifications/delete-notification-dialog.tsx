import type { AdminNotification } from '@vetvoz/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';

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
    <Dialog
      open={notification !== null}
      onClose={onClose}
      dismissible={!deleting}
      title="Excluir a notificação?"
      description={
        <>
          “{notification?.title}” sai da lista de todos os usuários, lida ou não. Esta ação não pode ser
          desfeita; para só escondê-la, desative-a.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={deleting} data-autofocus>
            {deleting ? 'Excluindo…' : 'Excluir notificação'}
          </Button>
        </>
      }
    />
  );
}
