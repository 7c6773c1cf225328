import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

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
    <Dialog
      open={turningOn !== null}
      onClose={onClose}
      dismissible={!saving}
      title={on ? 'Ativar o modo de manutenção?' : 'Desativar o modo de manutenção?'}
      description={
        on
          ? 'Quem não é administrador passa a ver somente a mensagem de manutenção, em todas as páginas, até você desativar.'
          : 'Todos os usuários voltam a usar o aplicativo normalmente.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button variant={on ? 'danger' : 'primary'} onClick={onConfirm} disabled={saving} data-autofocus>
            {saving ? 'Salvando…' : on ? 'Ativar manutenção' : 'Desativar manutenção'}
          </Button>
        </>
      }
    />
  );
}
