import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asked before unsaved prompt edits are lost (switching type, leaving the page, "Descartar alterações"). */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      title="Descartar as alterações?"
      description="O texto do prompt foi alterado e não foi salvo. Se continuar, as alterações serão perdidas."
      footer={
        <>
          <Button variant="secondary" onClick={onKeep}>
            Continuar editando
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            Descartar alterações
          </Button>
        </>
      }
    />
  );
}
