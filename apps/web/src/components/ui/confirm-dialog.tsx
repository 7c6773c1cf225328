import { LoaderCircle } from 'lucide-react';
import { isValidElement, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** What the owner of a confirmation dialog controls; `useConfirm(...).dialog` is one. */
export interface ConfirmControls {
  open: boolean;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A question before something that cannot be taken back (cancel a plan, delete, remove, leave, switch
 * maintenance): the safe choice first, the risky one saying what it does, a spinner while it runs, and
 * the failure inside the dialog so the person can try again or step back.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Voltar',
  confirmVariant = 'danger',
  focus = 'cancel',
  busyLabel,
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
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  /** Which button has the focus when it opens: the safe one, unless stepping back is the risk. */
  focus?: 'cancel' | 'confirm';
  /** Said instead of the confirm label while it runs; without it, a spinner beside the label. */
  busyLabel?: string;
  busy: boolean;
  /** A message (shown as an alert) or a notice of the caller's own. */
  error?: ReactNode;
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
          <Button
            variant={confirmVariant === 'danger' ? 'ghost' : 'secondary'}
            onClick={onCancel}
            disabled={busy}
            data-autofocus={focus === 'cancel' ? true : undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            disabled={busy}
            data-autofocus={focus === 'confirm' ? true : undefined}
          >
            {busy && !busyLabel ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : null}
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children || error ? (
        <>
          {children}
          {error ? (
            <div className={children ? 'mt-4' : undefined}>
              {isValidElement(error) ? (
                error
              ) : (
                <p
                  role="alert"
                  className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800 text-sm"
                >
                  {error}
                </p>
              )}
            </div>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
