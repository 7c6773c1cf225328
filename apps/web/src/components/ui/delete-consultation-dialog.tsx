import { type ConfirmControls, ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Deleting a consultation is final: always asked first, from the consultation page and from the history.
 * `description` says what goes with it, which differs between the two.
 */
export function DeleteConsultationDialog({
  description,
  ...controls
}: ConfirmControls & { description?: string }) {
  return (
    <ConfirmDialog
      {...controls}
      title="Excluir esta consulta?"
      description={description}
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      focus="confirm"
    />
  );
}
