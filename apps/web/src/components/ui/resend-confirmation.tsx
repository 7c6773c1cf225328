import { LoaderCircle, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api.ts';
import { resendConfirmationEmail } from '../../lib/auth/resend-confirmation-email.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed'; message: string };

export const RESEND_CONFIRMATION_LABEL = 'Reenviar e-mail de confirmação';

/** "Reenviar e-mail de confirmação" with its outcome read out beside it (the server limits it per hour). */
export function ResendConfirmation({
  variant = 'secondary',
  size = 'sm',
  className,
  buttonClassName,
  compact = false,
}: {
  variant?: 'secondary' | 'ghost' | 'primary';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Extra classes for the button itself (e.g. a taller touch target on phones). */
  buttonClassName?: string;
  /**
   * For a bar on phones: the button says just "Reenviar" (its accessible name stays whole) and the
   * button and outcome become items of the parent's grid, the outcome on a row of its own.
   */
  compact?: boolean;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  async function resend() {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'sent', message: await resendConfirmationEmail() });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
      });
    }
  }
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', compact && 'max-sm:contents', className)}
    >
      <Button
        type="button"
        variant={variant}
        size={size}
        onClick={resend}
        className={cn(compact && 'max-sm:h-11 max-sm:px-3', buttonClassName)}
        aria-label={compact ? RESEND_CONFIRMATION_LABEL : undefined}
        disabled={state.kind === 'sending' || state.kind === 'sent'}
        aria-busy={state.kind === 'sending'}
      >
        {state.kind === 'sending' ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <MailCheck aria-hidden="true" className="size-4" />
        )}
        {compact ? (
          <>
            <span className="sm:hidden">Reenviar</span>
            <span className="max-sm:hidden">{RESEND_CONFIRMATION_LABEL}</span>
          </>
        ) : (
          RESEND_CONFIRMATION_LABEL
        )}
      </Button>
      <p
        role="status"
        className={cn(
          'text-sm',
          state.kind === 'failed' ? 'text-red-700' : 'text-slate-600',
          compact && 'max-sm:col-span-full max-sm:pb-2 max-sm:pl-6 max-sm:empty:hidden',
        )}
      >
        {state.kind === 'sent' || state.kind === 'failed' ? state.message : ''}
      </p>
    </div>
  );
}
