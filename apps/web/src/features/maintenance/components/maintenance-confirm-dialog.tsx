import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface MaintenanceConfirmDialogProps {
  /** What confirming does: switch maintenance on (true) or off (false); null keeps the dialog closed. */
  turningOn: boolean | null;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Switching maintenance affects every user at once, so it is asked twice. */
export function MaintenanceConfirmDialog({
  turningOn,
  saving,
  onConfirm,
  onClose,
}: MaintenanceConfirmDialogProps) {
  const on = turningOn === true;
  return (
    <ConfirmDialog
      open={turningOn !== null}
      title={on ? 'Ativar o modo de manutenção?' : 'Desativar o modo de manutenção?'}
      description={
        on
          ? 'Quem não é administrador passa a ver somente a mensagem de manutenção, em todas as páginas, até você desativar.'
          : 'Todos os usuários voltam a usar o aplicativo normalmente.'
      }
      cancelLabel="Cancelar"
      confirmLabel={on ? 'Ativar manutenção' : 'Desativar manutenção'}
      confirmVariant={on ? 'danger' : 'primary'}
      focus="confirm"
      busyLabel="Salvando…"
      busy={saving}
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}
