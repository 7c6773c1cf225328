import { useState } from 'react';
import type { ConfirmControls } from './confirm-dialog.tsx';

/**
 * The state of a confirmation dialog around one action: open, running, and its failure's message.
 * `confirm` runs the action and closes on success; a failure keeps the dialog open with the message.
 */
export function useConfirm(action: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await action();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const dialog: ConfirmControls = {
    open,
    busy,
    error,
    onCancel: () => {
      setOpen(false);
      setError(null);
    },
    onConfirm: () => void confirm(),
  };
  return { ask: () => setOpen(true), dialog };
}
