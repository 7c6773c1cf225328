import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';

interface ModalDialogOptions {
  /** While true the <dialog> is shown with showModal(); false closes it. */
  open: boolean;
  /** Called when the user asks to close (Escape, the backdrop, the browser's own cancel). */
  onClose: () => void;
  /** False while something must not be interrupted: every way of closing is ignored. */
  dismissible?: boolean;
}

/**
 * What every modal of the app shares (the centred Dialog and the notifications drawer), on the native
 * <dialog> with showModal(): the browser makes the rest of the page inert, so focus stays inside and
 * screen readers see only the dialog. Focus goes to the `[data-autofocus]` element if there is one, and
 * back to what opened the dialog when it closes; the page behind does not scroll under a finger dragging
 * the dialog on a phone; Escape and a click on the backdrop ask to close; the title names the dialog.
 * Spread `dialogProps` on the <dialog> and put `titleId` on its heading.
 */
export function useModalDialog({ open, onClose, dismissible = true }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element (often the X); a form asks for its field instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  const requestClose = () => {
    if (dismissible && openRef.current) onClose();
  };

  const dialogProps = {
    ref,
    'aria-modal': 'true' as const,
    'aria-labelledby': titleId,
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Escape') return;
      // Handled here (not by the browser's cancel) so the parent's state stays the one truth.
      event.preventDefault();
      requestClose();
    },
    // A click whose target is the <dialog> itself landed on the backdrop (the panel fills the box).
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) requestClose();
    },
    onCancel: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      requestClose();
    },
    // Closed by the browser anyway (e.g. a cancel it would not let us prevent): follow it.
    onClose: () => {
      if (openRef.current) onClose();
    },
  };
  return { titleId, requestClose, dialogProps };
}

/**
 * The open state of a dialog about one thing (the user to suspend, the version to show): `subject` is
 * null while it is closed. `show()` with no argument opens a dialog that is about nothing in particular.
 */
export function useDialogState<T = true>() {
  const [subject, setSubject] = useState<T | null>(null);
  return {
    subject,
    open: subject !== null,
    show: (value: T = true as T) => setSubject(value),
    close: () => setSubject(null),
  };
}
