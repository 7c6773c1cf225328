import { API_KEY_SCOPES } from '@vetvoz/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { businessUnit } from './business-units.ts';

/**
 * Keys of VetVoz's own API (docs/api.md): each acts for the person who created it. Only a keyed hash of
 * the key is kept (HMAC with the server secret), so a copy of the database lets nobody call the API; the
 * hint (the key's first characters) tells keys apart in the list. Revoked keys stay, for the audit trail.
 * A unit key (`unit_id` set, docs/decisions/053-unit-api-keys.md) acts for that unit through the vet who
 * created it, only while that vet is its owner or an active admin; it goes with the unit.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null for a vet's own key; never set to null once set (a unit key must not become a personal one). */
    unitId: text('unit_id').references(() => businessUnit.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    hint: text('hint').notNull(),
    scopes: text('scopes', { enum: API_KEY_SCOPES }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_key_user_idx').on(table.userId), index('api_key_unit_idx').on(table.unitId)],
);
