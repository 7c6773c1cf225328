import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@vetvoz/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

interface ConfirmActivationDialogProps {
  open: boolean;
  type: DocumentType;
  /** The version that goes into use (for a save-and-activate, the number it will most likely get). */
  version: number | null;
  /** An older version than the active one: a rollback, said as such. */
  rollback?: boolean;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Activation changes what every vet gets from the next document of this type on, so it is confirmed,
 * saying exactly that (and that documents already generated stay as they are).
 */
export function ConfirmActivationDialog({
  open,
  type,
  version,
  rollback = false,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmActivationDialogProps) {
  const label = DOCUMENT_TYPE_LABELS[type];
  const which = version === null ? 'a nova versão' : `a versão ${version}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={rollback ? `Voltar para a versão ${version}?` : `Ativar ${which}?`}
      description={
        <>
          A partir de agora, todo documento do tipo <strong>{label}</strong> gerado por qualquer veterinário
          usará {which}. Os documentos já gerados não mudam.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? 'Ativando…' : confirmLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
