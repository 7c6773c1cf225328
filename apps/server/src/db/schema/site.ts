import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** The spec's AppConfig document: a single row (id = 1). */
export const appConfig = pgTable(
  'app_config',
  {
    id: smallint('id').primaryKey().default(1),
    isMaintenanceMode: boolean('is_maintenance_mode').notNull().default(false),
    maintenanceMessage: text('maintenance_message').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [check('app_config_single_row', sql`${table.id} = 1`)],
);

/** First-party page views, recorded only after cookie consent. No user id, no IP: a daily-rotating hash. */
export const pageView = pgTable(
  'page_view',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    visitorHash: text('visitor_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_view_at_idx').on(table.at)],
);

/** Who did what, for admin and permission-sensitive actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
