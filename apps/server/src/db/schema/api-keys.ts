import { API_KEY_SCOPES } from '@vetvoz/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Keys of VetVoz's own API (docs/api.md): each acts for the person who created it. Only a keyed hash of
 * the key is kept (HMAC with the server secret), so a copy of the database lets nobody call the API; the
 * hint (the key's first characters) tells keys apart in the list. Revoked keys stay, for the audit trail.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    hint: text('hint').notNull(),
    scopes: text('scopes', { enum: API_KEY_SCOPES }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_key_user_idx').on(table.userId)],
);
