import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createLogger } from '../logging/logger.ts';
import {
  type ConsultationEvent,
  createEventBus,
  type DocumentEvent,
  EVENT_CHANNELS,
  notifyStatement,
} from './event-bus.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition never met');
};

describe('event bus', () => {
  it('delivers a NOTIFY sent inside a transaction only at its commit, with the change already visible', async () => {
    const listener = createEventBus({ database: app.database, log: createLogger('silent') });
    const { db } = app.database;
    const consultationId = crypto.randomUUID();
    const key = `notify-test:${consultationId}`;
    const heard: { visible: boolean }[] = [];
    await listener.subscribe(
      'consultation',
      () => {
        // What a live stream does on the event: read the change it announces.
        void db
          .execute(sql`select 1 from rate_limit where key = ${key}`)
          .then((result) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows))
          .then((rows) => heard.push({ visible: rows.length === 1 }));
      },
      undefined,
      consultationId,
    );
    try {
      let heardBeforeCommit = -1;
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into rate_limit (key, count, window_start) values (${key}, 1, now())`);
        await tx.execute(notifyStatement('consultation', { type: 'segment', consultationId, index: 0 }));
        await new Promise((resolve) => setTimeout(resolve, 150));
        heardBeforeCommit = heard.length;
      });
      expect(heardBeforeCommit).toBe(0);
      await waitUntil(() => heard.length === 1);
      expect(heard).toEqual([{ visible: true }]);
    } finally {
      await listener.close();
    }
  });

  it('delivers each channel its own typed payload, from one bus (node) to another', async () => {
    const publisher = createEventBus({ database: app.database, log: createLogger('silent') });
    const listener = createEventBus({ database: app.database, log: createLogger('silent') });
    const consultationEvents: ConsultationEvent[] = [];
    const documentEvents: DocumentEvent[] = [];
    await listener.subscribe('consultation', (event) => {
      consultationEvents.push(event);
    });
    await listener.subscribe('documents', (event) => {
      documentEvents.push(event);
    });
    const consultationId = crypto.randomUUID();
    const documentId = crypto.randomUUID();
    try {
      await publisher.publish('consultation', { type: 'segment', consultationId, index: 3 });
      await publisher.publish('documents', { consultationId, documentId });
      await waitUntil(() => consultationEvents.length === 1 && documentEvents.length === 1);
      expect(consultationEvents).toEqual([{ type: 'segment', consultationId, index: 3 }]);
      expect(documentEvents).toEqual([{ consultationId, documentId }]);
    } finally {
      await publisher.close();
      await listener.close();
    }
  });

  it('hands a keyed subscriber only its own consultation’s events, next to the channel-wide ones', async () => {
    const publisher = createEventBus({ database: app.database, log: createLogger('silent') });
    const listener = createEventBus({ database: app.database, log: createLogger('silent') });
    const mine = crypto.randomUUID();
    const other = crypto.randomUUID();
    const keyed: ConsultationEvent[] = [];
    const everything: ConsultationEvent[] = [];
    const unsubscribe = await listener.subscribe(
      'consultation',
      (event) => keyed.push(event),
      undefined,
      mine,
    );
    await listener.subscribe('consultation', (event) => everything.push(event));
    try {
      await publisher.publish('consultation', { type: 'segment', consultationId: other, index: 0 });
      await publisher.publish('consultation', { type: 'status', consultationId: mine });
      await waitUntil(() => everything.length === 2);
      expect(keyed).toEqual([{ type: 'status', consultationId: mine }]);
      await unsubscribe();
      await publisher.publish('consultation', { type: 'deleted', consultationId: mine });
      await waitUntil(() => everything.length === 3);
      expect(keyed).toHaveLength(1);
    } finally {
      await publisher.close();
      await listener.close();
    }
  });

  it('drops a notification that does not match its channel (another node of another version), and goes on', async () => {
    const { log, text } = capturedLogger();
    const bus = createEventBus({ database: app.database, log });
    const received: ConsultationEvent[] = [];
    await bus.subscribe('consultation', (event) => {
      received.push(event);
    });
    const consultationId = crypto.randomUUID();
    try {
      const raw = async (payload: string) =>
        app.database.db.execute(sql`select pg_notify(${EVENT_CHANNELS.consultation.pgChannel}, ${payload})`);
      await raw(JSON.stringify({ type: 'renamed', consultationId, note: 'MARCADOR-EVENTO-3f1' }));
      await raw(JSON.stringify({ type: 'segment', consultationId: 'MARCADOR-EVENTO-3f1', index: 1 }));
      await raw('MARCADOR-EVENTO-3f1 não é JSON');
      await raw(JSON.stringify({ type: 'status', consultationId }));
      await waitUntil(() => received.length === 1);
      expect(received).toEqual([{ type: 'status', consultationId }]);
      const logged = text();
      expect(logged.match(/ignored a notification/g)).toHaveLength(3);
      expect(logged).not.toContain('MARCADOR');
    } finally {
      await bus.close();
    }
  });

  it('sends only what the channel defines (a stray field never crosses) and refuses a wrong payload', async () => {
    const bus = createEventBus({ database: app.database, log: createLogger('silent') });
    const rawPayloads: string[] = [];
    const unlisten = await app.database.listen(EVENT_CHANNELS.documents.pgChannel, (raw) => {
      rawPayloads.push(raw);
    });
    const consultationId = crypto.randomUUID();
    const documentId = crypto.randomUUID();
    try {
      const withTranscript = { consultationId, documentId, transcript: 'a tutora disse' } as DocumentEvent;
      await bus.publish('documents', withTranscript);
      await waitUntil(() => rawPayloads.length === 1);
      expect(JSON.parse(rawPayloads[0] ?? '')).toEqual({ consultationId, documentId });
      await expect(bus.publish('documents', { consultationId } as DocumentEvent)).rejects.toThrow(
        /documents.*documentId/,
      );
    } finally {
      await unlisten();
      await bus.close();
    }
  });
});
