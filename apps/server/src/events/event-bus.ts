import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * Live events across processes through PostgreSQL LISTEN/NOTIFY (PGlite too): an SSE client on any API
 * node sees what a worker on any node did. Payloads are small ids and statuses — never transcript text,
 * which readers load from the database with their own authorisation.
 *
 * Each channel has one payload schema. It is applied on publish (only the fields it defines are sent) and
 * on receipt (a node of another version may send another shape: such a notification is dropped and
 * logged, never handed to a subscriber).
 */
const id = z.guid();

const consultationEventSchema = z.discriminatedUnion('type', [
  /** A segment was transcribed (or failed): readers reload it. */
  z.object({ type: z.literal('segment'), consultationId: id, index: z.number().int().min(0) }),
  /** The status or the transcript changed. */
  z.object({ type: z.literal('status'), consultationId: id }),
  z.object({ type: z.literal('deleted'), consultationId: id }),
]);

/** A document changed (streamed more content, finished, failed, was edited): readers reload it. */
const documentEventSchema = z.object({ consultationId: id, documentId: id });

/** A job was queued: workers wake up (the name is informative; they take whatever is due). */
const jobQueuedEventSchema = z.object({ type: z.string().max(100) });

/** A notification was created, edited or deleted: every open app reloads its list. */
const notificationEventSchema = z.object({ notificationId: id });

export const EVENT_CHANNELS = {
  consultation: { pgChannel: 'vetvoz_consultation', payload: consultationEventSchema },
  documents: { pgChannel: 'vetvoz_documents', payload: documentEventSchema },
  jobs: { pgChannel: 'vetvoz_jobs', payload: jobQueuedEventSchema },
  notifications: { pgChannel: 'vetvoz_notifications', payload: notificationEventSchema },
} as const;
export type Channel = keyof typeof EVENT_CHANNELS;
/** The payload every subscriber of `C` receives, already validated. */
export type EventPayload<C extends Channel> = z.output<(typeof EVENT_CHANNELS)[C]['payload']>;

export type ConsultationEvent = EventPayload<'consultation'>;
export type DocumentEvent = EventPayload<'documents'>;

type Handler<C extends Channel> = (payload: EventPayload<C>) => void;

export interface EventBus {
  /** Sends the payload as the channel's schema outputs it; throws if it does not match (a caller's bug). */
  publish<C extends Channel>(channel: C, payload: EventPayload<C>): Promise<void>;
  /** One LISTEN per channel per process, fanned out to every subscriber; returns the unsubscribe. */
  subscribe<C extends Channel>(channel: C, handler: Handler<C>): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Field paths and zod codes of what did not match: never the values (ids are fine, but stay uniform). */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.code}`)
    .join(', ');
}

export function createEventBus({ database, log }: { database: Database; log: Logger }): EventBus {
  // Each set holds the handlers of its own channel; the map's type cannot say so, `subscribe` ensures it.
  const handlers = new Map<Channel, Set<(payload: unknown) => void>>();
  const listening = new Map<Channel, Promise<() => Promise<void>>>();

  const dispatch = (channel: Channel) => (raw: string) => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      log.warn({ channel }, 'ignored a notification that is not JSON');
      return;
    }
    const parsed = EVENT_CHANNELS[channel].payload.safeParse(json);
    if (!parsed.success) {
      log.warn(
        { channel, issues: describeIssues(parsed.error) },
        'ignored a notification that does not match its channel',
      );
      return;
    }
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(parsed.data);
      } catch (error) {
        log.error({ err: error, channel }, 'event handler failed');
      }
    }
  };

  return {
    async publish(channel, payload) {
      const parsed = EVENT_CHANNELS[channel].payload.safeParse(payload);
      if (!parsed.success)
        throw new Error(`event payload does not match channel ${channel} (${describeIssues(parsed.error)})`);
      const { pgChannel } = EVENT_CHANNELS[channel];
      await database.db.execute(sql`select pg_notify(${pgChannel}, ${JSON.stringify(parsed.data)})`);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      const untyped = handler as (payload: unknown) => void;
      set.add(untyped);
      let started = listening.get(channel);
      if (!started) {
        started = database.listen(EVENT_CHANNELS[channel].pgChannel, dispatch(channel));
        listening.set(channel, started);
      }
      await started;
      return async () => {
        set.delete(untyped);
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
