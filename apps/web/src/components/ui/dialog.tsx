import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useModalDialog } from './use-modal-dialog.ts';

interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, the X, the backdrop); the parent sets `open` false. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, always visible while the body scrolls. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** False while something must not be interrupted (e.g. an account being deleted). */
  dismissible?: boolean;
}

/**
 * A modal dialog (focus, Escape, backdrop and labelling from `useModalDialog`): a title, an optional
 * description, a scrolling body and a footer that stays visible; full width less a margin on a phone.
 * Content is mounted only while open, so forms start fresh.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
}: DialogProps) {
  const { titleId, requestClose, dialogProps } = useModalDialog({ open, onClose, dismissible });
  const descriptionId = useId();

  return (
    <dialog
      {...dialogProps}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto w-[calc(100%-1.5rem)] overflow-hidden rounded-2xl bg-white p-0 text-slate-800 shadow-2xl',
        'max-h-[calc(100dvh-1.5rem)] backdrop:bg-slate-950/50 backdrop:backdrop-blur-[2px] open:flex open:flex-col',
        size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
      )}
    >
      {open ? (
        <>
          <div className="flex items-start justify-between gap-4 border-slate-200 border-b px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <h2 id={titleId} className="font-semibold text-lg text-slate-900 leading-snug">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-slate-600 text-sm">
                  {description}
                </div>
              ) : null}
            </div>
            {dismissible ? (
              <button
                type="button"
                onClick={requestClose}
                aria-label="Fechar"
                className="-mt-1.5 -mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            ) : null}
          </div>
          {children ? (
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
              {children}
            </div>
          ) : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-slate-200 border-t bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
