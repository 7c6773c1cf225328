import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Deleting a consultation is final: always asked first, from the consultation page and from the history.
 * `description` says what goes with it, which differs between the two.
 */
export function DeleteConsultationDialog({
  open,
  description,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  description?: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Excluir esta consulta?"
      description={description}
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      focus="confirm"
      busy={busy}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
