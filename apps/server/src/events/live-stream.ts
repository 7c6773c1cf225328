import { ERROR_MESSAGES, type LiveStreamEvent } from '@vetvoz/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { Auth } from '../auth/auth.ts';
import type { AppEnv } from '../http/context.ts';
import type { Channel, EventBus, EventPayload } from './event-bus.ts';

const KEEPALIVE_MS = 15_000;
/** The reconnection delay a stream closed by a stopping node asks of the browser (SSE `retry:`). */
export const RECONNECT_AFTER_DRAIN_MS = 1000;
/** How often an open stream asks whether its session still exists (sign-out, revocation, expiry). */
export const LIVE_SESSION_RECHECK_MS = 30_000;

/** Writes one event of the stream's union (domain events.ts): its name, and its data as JSON. */
export type SendLiveEvent<E extends LiveStreamEvent> = (event: E) => Promise<void>;

const writeEvent = (stream: SSEStreamingApi, { event, data }: LiveStreamEvent) =>
  stream.writeSSE({ event, data: JSON.stringify(data) });

/** Whether the session that opened a stream still stands, and how often to ask. */
export interface LiveSessionCheck {
  stillSignedIn: () => Promise<boolean>;
  everyMs: number;
}

declare module 'hono' {
  interface ContextVariableMap {
    liveSessionCheck?: LiveSessionCheck;
  }
}

/**
 * Gives every request the means to re-check its session later: an SSE stream outlives the request's
 * one session check, and must not keep delivering transcripts after its vet signed out elsewhere.
 * The session is read again from the database (no cookie cache, no refresh) for the same user.
 */
export function liveSessionCheck(
  auth: Pick<Auth, 'api'>,
  { everyMs = LIVE_SESSION_RECHECK_MS }: { everyMs?: number } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const userId = c.get('user')?.id;
    const headers = c.req.raw.headers;
    c.set('liveSessionCheck', {
      everyMs,
      stillSignedIn: async () => {
        if (!userId) return false;
        const session = await auth.api
          .getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } })
          .catch(() => null);
        return session?.user.id === userId;
      },
    });
    await next();
  };
}

/**
 * An SSE response fed by the event bus: subscribes first, then sends the snapshot (so nothing that happens
 * in between is missed), then hands every batch of accepted events to `deliver` — which reloads what it
 * needs with the caller's authorisation and writes it — until `deliver` answers false or the client
 * leaves. A `ping` every 15 s keeps proxies from closing an idle stream. When the request came through
 * `liveSessionCheck`, the session is asked again every `everyMs`: once it is gone a `signed-out` event
 * ends the stream (the browser's reconnection then gets 401).
 */
export function liveStream<C extends Channel, T, E extends LiveStreamEvent>(
  c: Context,
  {
    events,
    channel,
    key,
    accept,
    also,
    snapshot,
    deliver,
  }: {
    events: EventBus;
    channel: C;
    /** The consultation followed, on channels keyed by it: only its events reach this stream. */
    key?: string;
    /** The event as this stream wants it, or undefined to ignore it (another consultation's). */
    accept: (payload: EventPayload<C>) => T | undefined;
    /**
     * A second source of this process (a generator's in-memory patches): subscribed with the bus, before
     * the snapshot; its items join the same queue in arrival order. Returns its unsubscribe.
     */
    also?: (enqueue: (item: T) => void) => () => void;
    /** Sends the first state; the parameter's type names the stream's event union. */
    snapshot: (send: SendLiveEvent<E>) => Promise<void>;
    /** Writes what the batch changed; false ends the stream. */
    deliver: (batch: T[], send: SendLiveEvent<E>) => Promise<boolean>;
  },
) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  const response = streamSSE(c, async (stream) => {
    const send: SendLiveEvent<E> = (event) => writeEvent(stream, event);
    const queue: T[] = [];
    let wake: (() => void) | undefined;
    let closed = false;
    let signedOut = false;
    const sessionCheck = c.get('liveSessionCheck');
    let checking = false;
    const recheck = sessionCheck
      ? setInterval(() => {
          if (checking || closed) return;
          checking = true;
          void sessionCheck
            .stillSignedIn()
            .then((ok) => {
              if (ok) return;
              signedOut = true;
              closed = true;
              wake?.();
            })
            .finally(() => {
              checking = false;
            });
        }, sessionCheck.everyMs)
      : undefined;
    // Set when this node's LISTEN connection came back after a loss: the events of the gap are gone,
    // so the stream sends a fresh snapshot (the page replaces its state with it).
    let missedEvents = false;
    const unsubscribe = await events.subscribe(
      channel,
      (payload) => {
        const accepted = accept(payload);
        if (accepted === undefined) return;
        queue.push(accepted);
        wake?.();
      },
      () => {
        missedEvents = true;
        wake?.();
      },
      key,
    );
    const stopAlso = also?.((item) => {
      queue.push(item);
      wake?.();
    });
    stream.onAbort(() => {
      closed = true;
      wake?.();
    });
    // The node is stopping: end the stream, asking the browser to reconnect soon (to another node).
    const drainSignal = c.get('drainSignal');
    let drained = false;
    const onDrain = () => {
      drained = true;
      closed = true;
      wake?.();
    };
    if (drainSignal?.aborted) onDrain();
    drainSignal?.addEventListener('abort', onDrain, { once: true });
    try {
      await snapshot(send);
      while (!closed) {
        if (missedEvents) {
          missedEvents = false;
          queue.length = 0;
          await snapshot(send);
          continue;
        }
        if (queue.length === 0) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, KEEPALIVE_MS);
          });
          clearTimeout(timer);
          wake = undefined;
          if (closed) break;
          if (missedEvents) continue;
          if (queue.length === 0) {
            await stream.writeSSE({ event: 'ping', data: '' });
            continue;
          }
        }
        if (!(await deliver(queue.splice(0), send))) break;
      }
      if (drained) await stream.writeSSE({ event: 'ping', data: '', retry: RECONNECT_AFTER_DRAIN_MS });
      if (signedOut) {
        await writeEvent(stream, { event: 'signed-out', data: { message: ERROR_MESSAGES.UNAUTHENTICATED } });
      }
    } finally {
      drainSignal?.removeEventListener('abort', onDrain);
      clearInterval(recheck);
      stopAlso?.();
      await unsubscribe();
    }
  });
  // Asked for on a stopping node: it ends at once, and the browser's next try should open a new connection.
  if (c.get('drainSignal')?.aborted) response.headers.set('Connection', 'close');
  return response;
}
