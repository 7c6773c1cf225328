import type { ProviderCallKind } from '@vetvoz/domain';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { providerCall } from '../db/schema/index.ts';
import type { Logger } from '../logging/logger.ts';

/** provider_call rows are kept this long; the admin area reads the last 24 h. */
export const PROVIDER_CALL_RETENTION_DAYS = 30;
/** Old rows are swept at most this often per process: one indexed range delete, not one per call. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweepAt = 0;

export interface ProviderCall {
  kind: ProviderCallKind;
  provider: string;
  model: string;
  startedAt: Date;
  durationMs: number;
  /** The typed error's kind; absent when the call succeeded. */
  errorCode?: string;
}

/** Buffered rows are written at least this often: the admin figures lag a node's calls by at most this. */
export const PROVIDER_CALL_FLUSH_MS = 500;
/** A buffer this full is written at once, whatever the tick. */
const FLUSH_AT_ROWS = 200;

interface CallBuffer {
  rows: (typeof providerCall.$inferInsert)[];
  timer: NodeJS.Timeout | undefined;
  /** The last write started: each flush follows the previous one, so awaiting one awaits all before it. */
  writing: Promise<void>;
  log: Logger;
}
/** One buffer per database (per app): rows wait here, not in a statement of their own each. */
const buffers = new WeakMap<Db, CallBuffer>();

/**
 * Records one provider call for the admin area's error rates and latencies. Never blocks nor fails the
 * caller: a transcription or a document must not wait for, or break on, its own statistics. Rows are kept
 * in memory and written together, in one multi-row insert per tick (PROVIDER_CALL_FLUSH_MS) or when the
 * buffer fills (docs/decisions/057-fewer-round-trips-per-segment.md): a crashed process loses the last
 * tick's rows, which only the admin figures read; a stopping one writes them (flushProviderCalls in app.ts).
 */
export function recordProviderCall(db: Db, log: Logger, call: ProviderCall): void {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = { rows: [], timer: undefined, writing: Promise.resolve(), log };
    buffers.set(db, buffer);
  }
  buffer.log = log;
  buffer.rows.push(rowOf(call));
  if (buffer.rows.length >= FLUSH_AT_ROWS) void flushProviderCalls(db);
  else if (!buffer.timer) {
    buffer.timer = setTimeout(() => void flushProviderCalls(db), PROVIDER_CALL_FLUSH_MS);
    buffer.timer.unref();
  }
}

/**
 * Writes what this process holds for `db` and resolves when it (and every earlier write) is stored or
 * given up (logged). Readers of the figures and a stopping app await it; it never rejects.
 */
export function flushProviderCalls(db: Db): Promise<void> {
  const buffer = buffers.get(db);
  if (!buffer) return Promise.resolve();
  clearTimeout(buffer.timer);
  buffer.timer = undefined;
  const rows = buffer.rows.splice(0);
  const { log } = buffer;
  buffer.writing = buffer.writing.then(async () => {
    if (rows.length === 0) return;
    try {
      await writeProviderCalls(db, rows);
    } catch (error) {
      log.warn({ err: error, rows: rows.length }, 'provider calls not recorded');
    }
  });
  return buffer.writing;
}

function rowOf(call: ProviderCall): typeof providerCall.$inferInsert {
  return {
    kind: call.kind,
    provider: call.provider,
    model: call.model,
    startedAt: call.startedAt,
    durationMs: Math.max(0, Math.round(call.durationMs)),
    ok: call.errorCode === undefined,
    errorCode: call.errorCode ?? null,
  };
}

/** Writes one call at once (tests, and callers that must see it stored). */
export async function writeProviderCall(db: Db, call: ProviderCall, now = Date.now()): Promise<void> {
  await writeProviderCalls(db, [rowOf(call)], now);
}

async function writeProviderCalls(
  db: Db,
  rows: (typeof providerCall.$inferInsert)[],
  now = Date.now(),
): Promise<void> {
  await db.insert(providerCall).values(rows);
  if (now - lastSweepAt < SWEEP_EVERY_MS) return;
  lastSweepAt = now;
  await deleteOldProviderCalls(db);
}

/** Deletes what is past retention; the started_at index makes it a range delete. */
export async function deleteOldProviderCalls(db: Db): Promise<void> {
  await db
    .delete(providerCall)
    .where(lt(providerCall.startedAt, sql`now() - make_interval(days => ${PROVIDER_CALL_RETENTION_DAYS})`));
}
