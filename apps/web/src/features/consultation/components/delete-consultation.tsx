import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteConsultationDialog } from '../../../components/ui/delete-consultation-dialog.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { discardConsultation } from '../capture/start-consultation.ts';

/** Deleting is final (the transcript and anything still on this device): always asked first. */
export function DeleteConsultation({
  id,
  patientName,
  onDeleted,
}: {
  id: string;
  patientName: string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await discardConsultation(id);
      setOpen(false);
      toast.success('Consulta excluída.');
      onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível excluir a consulta.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="danger" size="sm" className="h-11 sm:h-9" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Excluir consulta
      </Button>
      <DeleteConsultationDialog
        open={open}
        description={`A consulta de ${patientName}, com a transcrição e o que ainda não foi enviado deste aparelho, será apagada. Não é possível desfazer.`}
        busy={busy}
        error={error}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
