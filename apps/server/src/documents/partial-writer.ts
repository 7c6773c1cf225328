import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * How often the partial content of the documents generating in this process is written, all in one
 * statement. A crash loses at most this much of a draft's partial text; the final document is written at
 * once by its run (generate-job.ts), never through here.
 */
export const PARTIAL_FLUSH_MS = 300;

export interface PartialWriter {
  /** The document's partial content now; written at the next tick (only the latest of a tick is). */
  queue(row: { documentId: string; consultationId: string; run: number; content: unknown }): void;
  /** Forgets what was queued for the document (its run is ending: its own write follows). */
  drop(documentId: string): void;
  /** Writes what is queued now; resolves once written (or logged as failed and queued again). */
  flush(): Promise<void>;
}

interface Row {
  documentId: string;
  consultationId: string;
  run: number;
  content: unknown;
}

const writers = new WeakMap<Db, PartialWriter>();

/** One writer per database handle (per application). */
export function partialWriterOf(deps: {
  db: Db;
  events: EventBus;
  log: Logger;
  origin: string;
  flushMs?: number;
}): PartialWriter {
  let writer = writers.get(deps.db);
  if (!writer) {
    writer = createPartialWriter(deps);
    writers.set(deps.db, writer);
  }
  return writer;
}

export function createPartialWriter({
  db,
  events,
  log,
  origin,
  flushMs = PARTIAL_FLUSH_MS,
}: {
  db: Db;
  events: EventBus;
  log: Logger;
  origin: string;
  flushMs?: number;
}): PartialWriter {
  let pending = new Map<string, Row>();
  let timer: NodeJS.Timeout | undefined;
  // Ticks run one after another: two writes of one row never race, so an older content never wins.
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushMs);
    // A pending tick does not keep a stopping process alive: the final writes are what must land.
    timer.unref();
  };

  const writeNow = async () => {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      const values = JSON.stringify(
        rows.map(({ documentId, run, content }) => ({ id: documentId, run, content })),
      );
      // Only a run still generating takes it: a settled document (ready, failed) or a newer run is left alone.
      await db.execute(sql`
        update document as d set content = v.content, updated_at = now()
        from jsonb_to_recordset(${values}::jsonb) as v(id uuid, run integer, content jsonb)
        where d.id = v.id and d.run = v.run and d.status = 'generating'`);
      // Other nodes' streams reload what was written; this node's already had it as patches.
      await events.publishMany(
        'documents',
        rows.map(({ documentId, consultationId }) => ({ consultationId, documentId, origin })),
      );
    } catch (error) {
      log.warn({ err: error, documents: rows.length }, 'partial document content not written; trying again');
      for (const row of rows) if (!pending.has(row.documentId)) pending.set(row.documentId, row);
      schedule();
    }
  };

  const flush = () => {
    running = running.then(writeNow);
    return running;
  };

  return {
    queue(row) {
      pending.set(row.documentId, row);
      schedule();
    },
    drop(documentId) {
      pending.delete(documentId);
    },
    flush,
  };
}
