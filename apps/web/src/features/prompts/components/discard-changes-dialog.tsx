import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asked before unsaved prompt edits are lost (switching type, leaving the page, "Descartar alterações"). */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      busy={false}
      onCancel={onKeep}
      onConfirm={onDiscard}
      title="Descartar as alterações?"
      description="O texto do prompt foi alterado e não foi salvo. Se continuar, as alterações serão perdidas."
      cancelLabel="Continuar editando"
      confirmLabel="Descartar alterações"
    />
  );
}
