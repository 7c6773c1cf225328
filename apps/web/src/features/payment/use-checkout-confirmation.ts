import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirmCheckout, storeBilling } from '../billing/index.ts';

/** Stripe usually confirms within seconds; after a minute the page stops asking and says what to do. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_TIMEOUT_MS = 60_000;

export type ConfirmationState =
  | { kind: 'checking' }
  | { kind: 'pending' }
  | { kind: 'timed-out' }
  | { kind: 'confirmed'; planName: string; renewal: string | null }
  | { kind: 'failed'; message: string; notFound: boolean };

/**
 * Asks the server whether the checkout `sessionId` is paid (it reads Stripe when the webhook has not come
 * yet), every `pollMs` while pending, for up to `timeoutMs`. A confirmed answer updates every screen.
 */
export function useCheckoutConfirmation(
  sessionId: string | null,
  { pollMs = CONFIRM_POLL_MS, timeoutMs = CONFIRM_TIMEOUT_MS } = {},
): { state: ConfirmationState; retry: () => void } {
  const queryClient = useQueryClient();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const query = useQuery({
    queryKey: ['billing', 'confirm', sessionId],
    queryFn: ({ signal }) => confirmCheckout(sessionId ?? '', signal),
    enabled: sessionId !== null && !timedOut,
    retry: false,
    refetchInterval: (current) =>
      current.state.data?.state === 'pending' && Date.now() - startedAt < timeoutMs ? pollMs : false,
  });
  const data = query.data;

  useEffect(() => {
    if (data?.state === 'confirmed') storeBilling(queryClient, data.summary);
  }, [data, queryClient]);

  const pending = data?.state === 'pending';
  useEffect(() => {
    if (!pending) return;
    const left = Math.max(0, startedAt + timeoutMs - Date.now());
    const timer = setTimeout(() => setTimedOut(true), left);
    return () => clearTimeout(timer);
  }, [pending, startedAt, timeoutMs]);

  const retry = () => {
    setStartedAt(Date.now());
    setTimedOut(false);
    void query.refetch();
  };

  if (data?.state === 'confirmed') {
    const subscription = data.summary.subscription;
    return {
      state: {
        kind: 'confirmed',
        planName: subscription?.planName ?? 'Pro',
        renewal: subscription?.currentPeriodEnd ?? null,
      },
      retry,
    };
  }
  if (timedOut) return { state: { kind: 'timed-out' }, retry };
  if (query.isError)
    return {
      state: {
        kind: 'failed',
        message: query.error.message,
        notFound: (query.error as { code?: string }).code === 'NOT_FOUND',
      },
      retry,
    };
  return { state: pending ? { kind: 'pending' } : { kind: 'checking' }, retry };
}
