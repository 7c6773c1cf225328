import { MESSAGES, resetErrorMessage } from '@vetvoz/domain';
import { useCallback, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { requestPasswordReset } from './password-reset.ts';

export type ResetRequestState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'missing-email'; message: string }
  | { status: 'failed'; message: string };

/** "Esqueci minha senha" with the spec's three messages (§5, §8): no e-mail, sent, failure. */
export function usePasswordResetRequest() {
  const [state, setState] = useState<ResetRequestState>({ status: 'idle' });

  const request = useCallback(async (email: string) => {
    const address = email.trim();
    if (!address) {
      setState({ status: 'missing-email', message: MESSAGES.resetWithoutEmail });
      return;
    }
    setState({ status: 'sending' });
    try {
      await requestPasswordReset(address);
      setState({ status: 'sent', message: MESSAGES.resetSent });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
      setState({ status: 'failed', message: resetErrorMessage(message) });
    }
  }, []);

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { state, request, clear };
}
