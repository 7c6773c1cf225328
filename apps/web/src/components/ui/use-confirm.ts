import { useState } from 'react';
import type { ConfirmControls } from './confirm-dialog.tsx';
import { useDialogState } from './use-modal-dialog.ts';

interface ConfirmOptions {
  /** The message a failure shows in the dialog; by default an Error's own message. */
  describeFailure?: (failure: unknown) => string;
}

/**
 * The state of a confirmation dialog around one action: open, running, and its failure's message.
 * `confirm` runs the action and closes on success; a failure keeps the dialog open with the message.
 * `askAbout(subject)` opens it about one thing (the consultation to delete), handed to the action and kept
 * in `subject` for the dialog's words; `ask()` when there is nothing to name.
 */
export function useConfirm<T = true>(
  action: (subject: T) => Promise<unknown>,
  {
    describeFailure = (failure) => (failure instanceof Error ? failure.message : String(failure)),
  }: ConfirmOptions = {},
) {
  const state = useDialogState<T>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (state.subject === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      await action(state.subject);
      state.close();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  const dialog: ConfirmControls = {
    open: state.open,
    busy,
    error,
    onCancel: () => {
      state.close();
      setError(null);
    },
    onConfirm: () => void confirm(),
  };
  const askAbout = (subject: T) => {
    setError(null);
    state.show(subject);
  };
  return {
    /** Opens the dialog about nothing in particular (takes no argument, so it can be an onClick). */
    ask: () => askAbout(true as T),
    askAbout,
    subject: state.subject,
    dialog,
  };
}
