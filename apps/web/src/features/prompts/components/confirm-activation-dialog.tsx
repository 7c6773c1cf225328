import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@vetvoz/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

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
    <ConfirmDialog
      open={open}
      busy={busy}
      error={error}
      onCancel={onClose}
      onConfirm={onConfirm}
      title={rollback ? `Voltar para a versão ${version}?` : `Ativar ${which}?`}
      description={
        <>
          A partir de agora, todo documento do tipo <strong>{label}</strong> gerado por qualquer veterinário
          usará {which}. Os documentos já gerados não mudam.
        </>
      }
      cancelLabel="Cancelar"
      confirmLabel={confirmLabel}
      confirmVariant="primary"
      busyLabel="Ativando…"
    />
  );
}
