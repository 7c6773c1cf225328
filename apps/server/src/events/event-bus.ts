import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * Live events across processes through PostgreSQL LISTEN/NOTIFY (PGlite too): an SSE client on any API
 * node sees what a worker on any node did. Payloads are small ids and statuses — never transcript text,
 * which readers load from the database with their own authorisation.
 */
export const CHANNELS = {
  consultation: 'vetvoz_consultation',
  documents: 'vetvoz_documents',
  jobs: 'vetvoz_jobs',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export type ConsultationEvent =
  | { type: 'segment'; consultationId: string; index: number }
  | { type: 'status'; consultationId: string }
  | { type: 'deleted'; consultationId: string };

/** A document changed (streamed more content, finished, failed, was edited): readers reload it. */
export interface DocumentEvent {
  consultationId: string;
  documentId: string;
}

export interface EventBus {
  publish(channel: Channel, payload: unknown): Promise<void>;
  /** One LISTEN per channel per process, fanned out to every subscriber; returns the unsubscribe. */
  subscribe(channel: Channel, handler: (payload: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createEventBus({ database, log }: { database: Database; log: Logger }): EventBus {
  const handlers = new Map<Channel, Set<(payload: unknown) => void>>();
  const listening = new Map<Channel, Promise<() => Promise<void>>>();

  const dispatch = (channel: Channel) => (raw: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      log.warn({ channel }, 'ignored a notification that is not JSON');
      return;
    }
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        log.error({ err: error, channel }, 'event handler failed');
      }
    }
  };

  return {
    async publish(channel, payload) {
      await database.db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      let started = listening.get(channel);
      if (!started) {
        started = database.listen(channel, dispatch(channel));
        listening.set(channel, started);
      }
      await started;
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      handlers.clear();
      const unlistens = [...listening.values()];
      listening.clear();
      for (const unlisten of unlistens) await (await unlisten)();
    },
  };
}
