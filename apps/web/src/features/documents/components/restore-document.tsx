import type { DocumentRecord } from '@vetvoz/domain';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { restoreDocument } from '../api/documents.ts';

/** "Voltar à versão gerada": the vet's edits are dropped, after a confirmation. */
export function RestoreDocument({
  document: record,
  beforeRestore,
  onRestored,
}: {
  document: DocumentRecord;
  /** Lets a save already under way land first, so it cannot re-edit the restored document. */
  beforeRestore: () => Promise<unknown>;
  onRestored: (record: DocumentRecord) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await beforeRestore().catch(() => undefined);
      onRestored(await restoreDocument(record.id));
      setOpen(false);
      toast.success('Documento de volta à versão gerada');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Não foi possível voltar à versão gerada.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Voltar à versão gerada
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        dismissible={!busy}
        title="Voltar à versão gerada?"
        description="Suas alterações neste documento serão descartadas e ele volta a ser como foi gerado."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancelar
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Voltando…' : 'Descartar alterações'}
            </Button>
          </>
        }
      >
        {problem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
            {problem}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
