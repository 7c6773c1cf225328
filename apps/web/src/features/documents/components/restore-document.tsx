import type { DocumentRecord } from '@vetvoz/domain';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { useConfirm } from '../../../components/ui/use-confirm.ts';
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
  const { ask, dialog } = useConfirm(async () => {
    await beforeRestore().catch(() => undefined);
    onRestored(await restoreDocument(record.id));
    toast.success('Documento de volta à versão gerada');
  });

  return (
    <>
      <Button variant="ghost" size="sm" onClick={ask}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Voltar à versão gerada
      </Button>
      <ConfirmDialog
        {...dialog}
        title="Voltar à versão gerada?"
        description="Suas alterações neste documento serão descartadas e ele volta a ser como foi gerado."
        cancelLabel="Cancelar"
        confirmLabel="Descartar alterações"
        busyLabel="Voltando…"
      />
    </>
  );
}
