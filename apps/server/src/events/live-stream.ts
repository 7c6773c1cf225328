import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { Channel, EventBus } from './event-bus.ts';

const KEEPALIVE_MS = 15_000;

/**
 * An SSE response fed by the event bus: subscribes first, then sends the snapshot (so nothing that happens
 * in between is missed), then hands every batch of accepted events to `deliver` — which reloads what it
 * needs with the caller's authorisation and writes it — until `deliver` answers false or the client
 * leaves. A `ping` every 15 s keeps proxies from closing an idle stream.
 */
export function liveStream<T>(
  c: Context,
  {
    events,
    channel,
    accept,
    snapshot,
    deliver,
  }: {
    events: EventBus;
    channel: Channel;
    /** The event as this stream wants it, or undefined to ignore it (another consultation's). */
    accept: (payload: unknown) => T | undefined;
    snapshot: (stream: SSEStreamingApi) => Promise<void>;
    /** Writes what the batch changed; false ends the stream. */
    deliver: (batch: T[], stream: SSEStreamingApi) => Promise<boolean>;
  },
) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const queue: T[] = [];
    let wake: (() => void) | undefined;
    let closed = false;
    const unsubscribe = await events.subscribe(channel, (payload) => {
      const accepted = accept(payload);
      if (accepted === undefined) return;
      queue.push(accepted);
      wake?.();
    });
    stream.onAbort(() => {
      closed = true;
      wake?.();
    });
    try {
      await snapshot(stream);
      while (!closed) {
        if (queue.length === 0) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, KEEPALIVE_MS);
          });
          clearTimeout(timer);
          wake = undefined;
          if (closed) break;
          if (queue.length === 0) {
            await stream.writeSSE({ event: 'ping', data: '' });
            continue;
          }
        }
        if (!(await deliver(queue.splice(0), stream))) break;
      }
    } finally {
      await unsubscribe();
    }
  });
}
