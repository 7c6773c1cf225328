import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { document } from '../db/schema/index.ts';
import { createEventBus, type DocumentEvent } from '../events/event-bus.ts';
import { createLogger } from '../logging/logger.ts';
import { createPartialWriter } from './partial-writer.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A consultation with three documents as their runs left them. */
async function threeDocuments() {
  const { cookie } = await signUp(app);
  const created = await app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
  });
  const consultationId = (await body(created)).id as string;
  const rows = await app.database.db
    .insert(document)
    .values([
      { consultationId, type: 'anamnese', status: 'generating', run: 1 },
      { consultationId, type: 'receita', status: 'generating', run: 2 },
      { consultationId, type: 'diagnostico', status: 'ready', run: 1, content: { final: true } },
    ])
    .returning({ id: document.id, type: document.type });
  const idOf = (type: string) => rows.find((row) => row.type === type)?.id as string;
  return {
    consultationId,
    anamnese: idOf('anamnese'),
    receita: idOf('receita'),
    diagnostico: idOf('diagnostico'),
  };
}

/** The app's database handle, counting the statements the writer sends through it. */
function countingDb() {
  let statements = 0;
  const db = new Proxy(app.database.db, {
    get(target, key, receiver) {
      if (key === 'execute')
        return (...args: Parameters<Db['execute']>) => {
          statements += 1;
          return target.execute(...args);
        };
      return Reflect.get(target, key, receiver);
    },
  });
  return { db, statements: () => statements };
}

const contentOf = async (id: string) =>
  (await app.database.db.select({ content: document.content }).from(document).where(eq(document.id, id)))[0]
    ?.content;

describe('partial writer', () => {
  it('writes the latest partial content of many documents in one statement per tick, only to runs still generating', async () => {
    const docs = await threeDocuments();
    const events = createEventBus({ database: app.database, log: createLogger('silent') });
    const heard: DocumentEvent[] = [];
    await events.subscribe('documents', (event) => {
      heard.push(event);
    });
    const { db, statements } = countingDb();
    const writer = createPartialWriter({
      db,
      events,
      log: createLogger('silent'),
      origin: 'node-a',
      flushMs: 60_000,
    });
    const row = (documentId: string, run: number, content: unknown) => ({
      documentId,
      consultationId: docs.consultationId,
      run,
      content,
    });
    try {
      writer.queue(row(docs.anamnese, 1, { queixa: 'Vô' }));
      writer.queue(row(docs.anamnese, 1, { queixa: 'Vômito há dois dias' }));
      writer.queue(row(docs.receita, 1, { itens: ['a run that was replaced'] }));
      writer.queue(row(docs.diagnostico, 1, { final: false }));
      await writer.flush();

      expect(statements()).toBe(1);
      // Only the latest content of a tick is written.
      expect(await contentOf(docs.anamnese)).toEqual({ queixa: 'Vômito há dois dias' });
      // An older run and a settled document are left as they are.
      expect(await contentOf(docs.receita)).toBeNull();
      expect(await contentOf(docs.diagnostico)).toEqual({ final: true });
      // Other nodes hear of each written document, named as this node's so its own streams skip it.
      for (let i = 0; i < 100 && heard.length < 3; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard.map((event) => event.origin)).toEqual(['node-a', 'node-a', 'node-a']);

      // A run that ends takes its queued partial back: its own final write is the last word.
      writer.queue(row(docs.anamnese, 1, { queixa: 'not written' }));
      writer.drop(docs.anamnese);
      await writer.flush();
      expect(await contentOf(docs.anamnese)).toEqual({ queixa: 'Vômito há dois dias' });
      expect(statements()).toBe(1);
    } finally {
      await events.close();
    }
  });

  it('writes by itself after its tick', async () => {
    const docs = await threeDocuments();
    const events = createEventBus({ database: app.database, log: createLogger('silent') });
    const writer = createPartialWriter({
      db: app.database.db,
      events,
      log: createLogger('silent'),
      origin: 'n',
      flushMs: 20,
    });
    writer.queue({
      documentId: docs.anamnese,
      consultationId: docs.consultationId,
      run: 1,
      content: { a: 1 },
    });
    for (let i = 0; i < 100 && (await contentOf(docs.anamnese)) === null; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await contentOf(docs.anamnese)).toEqual({ a: 1 });
    await events.close();
  });
});
