import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';

/**
 * What the upload queue does after a failed call:
 * - retry: the same request may succeed later (offline, server or provider trouble);
 * - signed-out: wait until the vet signs in again;
 * - gone: the consultation no longer exists (deleted on another device) — drop its local copy;
 * - superfluous: the server no longer needs this (the consultation is complete) — drop the item;
 * - rejected: retrying the same bytes cannot help (too large, wrong format, no quota left);
 * - accepted: the server did it (2xx) but its answer does not read as the contract says (a server newer or
 *   older than this app) — the call is done all the same.
 */
export type FailureAction = 'retry' | 'signed-out' | 'gone' | 'superfluous' | 'rejected' | 'accepted';

export interface Failure {
  action: FailureAction;
  message: string;
  /** The server asked to wait this long before sending again (a busy node sheds load). */
  retryAfterMs?: number;
}

export function classifyFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { action: 'retry', message: NETWORK_ERROR_MESSAGE };
  const { status, message } = error;
  if (status >= 200 && status < 300) return { action: 'accepted', message };
  if (status === 0 || status === 408 || status === 429 || status >= 500) {
    const { retryAfterSeconds } = error;
    return retryAfterSeconds === undefined
      ? { action: 'retry', message }
      : { action: 'retry', message, retryAfterMs: retryAfterSeconds * 1000 };
  }
  if (status === 401)
    return { action: 'signed-out', message: 'Entre novamente para enviar os trechos pendentes.' };
  if (status === 404) return { action: 'gone', message };
  if (status === 409) return { action: 'superfluous', message };
  return { action: 'rejected', message };
}

/** 2 s, 4 s, 8 s … up to a minute, with jitter so many phones coming back online don't retry in step. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(60_000, 2000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + random() * 0.4));
}

/**
 * When to try again after a failure: when the server said (never sooner; up to half as long again, so
 * the phones a busy node refused together do not all come back in the same second), else the backoff.
 */
export function retryDelayMs(failure: Failure, attempt: number, random = Math.random): number {
  if (failure.retryAfterMs === undefined) return backoffMs(attempt, random);
  return Math.round(failure.retryAfterMs * (1 + random() * 0.5));
}

/** A failure that time may fix (network, server busy, signed out): the queue tries this recording again later. */
export class RetryLater extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}
