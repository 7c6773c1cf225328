import { PROVIDER_CALL_KINDS } from '@vetvoz/domain';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One call to an AI provider (a transcription attempt, a document generation), written as it ends, so the
 * admin area shows error rates and latencies that were measured rather than guessed: done jobs are deleted
 * from the queue, so the queue cannot tell. No content, no user: only what, how long, and how it ended.
 * Rows older than 30 days are deleted (provider-calls/record-provider-call.ts).
 */
export const providerCall = pgTable(
  'provider_call',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: PROVIDER_CALL_KINDS }).notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    ok: boolean('ok').notNull(),
    /** The typed error's kind (timeout, rate_limited…); null when the call succeeded. */
    errorCode: text('error_code'),
  },
  (table) => [index('provider_call_started_at_idx').on(table.startedAt)],
);

/**
 * Per-day counts of closed São Paulo days, rolled up once from the base tables when the admin area first
 * needs them (admin/daily-rollup.ts): the 30- and 90-day charts then read a few hundred rows instead of
 * every consultation, document and page view of the window. A closed day never changes: page views are
 * only ever written with the current time, and a consultation deleted later stays counted on its day, as
 * the activity it was. `key` is the document type or the route; `visitors` distinct daily visitor hashes.
 * A row with metric `closed:<family>` marks a day as rolled up (a day without activity has no other row).
 */
export const adminDailyCount = pgTable(
  'admin_daily_count',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    count: integer('count').notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.metric, table.day, table.key] })],
);
