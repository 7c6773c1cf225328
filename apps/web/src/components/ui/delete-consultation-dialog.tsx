import { LoaderCircle } from 'lucide-react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

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
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title="Excluir esta consulta?"
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} data-autofocus>
            {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            Excluir
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
