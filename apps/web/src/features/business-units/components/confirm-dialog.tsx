import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { UnitErrorNotice } from './unit-error-notice.tsx';

/** Asked before removing someone or leaving a unit: the safe choice has the focus, the risky one says what it does. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  error,
  onCancel,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy} data-autofocus>
            Voltar
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <UnitErrorNotice error={error} className={children ? 'mt-4' : undefined} /> : null}
    </Dialog>
  );
}
