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

/**
 * Records one provider call for the admin area's error rates and latencies. Never blocks nor fails the
 * caller: a transcription or a document must not wait for, or break on, its own statistics.
 */
export function recordProviderCall(db: Db, log: Logger, call: ProviderCall): void {
  void writeProviderCall(db, call).catch((error: unknown) =>
    log.warn({ err: error, kind: call.kind }, 'provider call not recorded'),
  );
}

export async function writeProviderCall(db: Db, call: ProviderCall, now = Date.now()): Promise<void> {
  await db.insert(providerCall).values({
    kind: call.kind,
    provider: call.provider,
    model: call.model,
    startedAt: call.startedAt,
    durationMs: Math.max(0, Math.round(call.durationMs)),
    ok: call.errorCode === undefined,
    errorCode: call.errorCode ?? null,
  });
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
