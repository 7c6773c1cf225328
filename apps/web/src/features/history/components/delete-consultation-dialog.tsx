import type { HistoryItem } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatConsultationDate } from '../format.ts';

interface DeleteConsultationDialogProps {
  /** The consultation to delete; null keeps the dialog closed. */
  item: HistoryItem | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting is final: the transcript and its documents go with it. Always asked first. */
export function DeleteConsultationDialog({
  item,
  busy,
  error,
  onCancel,
  onConfirm,
}: DeleteConsultationDialogProps) {
  return (
    <Dialog
      open={item !== null}
      onClose={onCancel}
      dismissible={!busy}
      title="Excluir esta consulta?"
      description={
        item
          ? `A consulta de ${item.patient.name} de ${formatConsultationDate(item.createdAt)}, com a transcrição e os documentos, será apagada. Não é possível desfazer.`
          : undefined
      }
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
