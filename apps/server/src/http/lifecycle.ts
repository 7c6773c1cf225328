import { setMaxListeners } from 'node:events';
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';

/** Seconds a client refused by a stopping node waits before asking again (another node answers then). */
export const DRAINING_RETRY_AFTER_SECONDS = 2;
export const DRAINING_MESSAGE = 'Este servidor está reiniciando. Tente novamente em instantes.';

/**
 * The process's life after SIGTERM (decision 031): once draining, new API requests are refused with 503
 * (Retry-After, Connection: close) so the proxy and the browsers go to another node, and live streams end
 * with a reconnection hint (also those asked for meanwhile), while requests already in progress finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Aborted when draining begins: live streams listen to it. */
  readonly drainSignal: AbortSignal;
  beginDrain(): void;
}

export function createLifecycle(): Lifecycle {
  const controller = new AbortController();
  // Every open live stream listens to this one signal: thousands of listeners are expected, not a leak.
  setMaxListeners(0, controller.signal);
  return {
    get draining() {
      return controller.signal.aborted;
    },
    drainSignal: controller.signal,
    beginDrain() {
      controller.abort();
    },
  };
}

declare module 'hono' {
  interface ContextVariableMap {
    drainSignal?: AbortSignal;
  }
}

/** Refuses requests that arrive while the process drains, and gives the others the drain signal. */
export function refuseWhileDraining(lifecycle: Lifecycle): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (lifecycle.draining) {
      c.header('Connection', 'close');
      // A browser's EventSource gives up for good on an error status, but reconnects after a stream that
      // ended: a live stream asked for now gets its snapshot and ends at once with the retry hint.
      if (!c.req.header('accept')?.includes('text/event-stream')) {
        c.header('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS));
        throw new AppError('UNAVAILABLE', DRAINING_MESSAGE);
      }
    }
    c.set('drainSignal', lifecycle.drainSignal);
    await next();
  };
}
