import type { DOCUMENT_TYPES } from '@vetvoz/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { consultation } from './consultations.ts';

/**
 * A private link sent to the tutor (docs/decisions/038-tutor-pack-private-link.md). The pack is sealed in
 * the vet's browser with AES-GCM under a key that lives only in the link's fragment: this row holds
 * ciphertext the server cannot read, the document types (for the vet's list) and the dates. Revoking
 * erases the ciphertext; deleting the consultation deletes the row, and the link answers 410.
 */
export const tutorLink = pgTable(
  'tutor_link',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public part of the link, `/t/<token>`: 16 random bytes, base64url. */
    token: text('token').notNull().unique(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    documentTypes: jsonb('document_types').$type<(typeof DOCUMENT_TYPES)[number][]>().notNull(),
    /** AES-GCM nonce and ciphertext, base64url; null once revoked or expired (erased). */
    iv: text('iv'),
    ciphertext: text('ciphertext'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tutor_link_consultation_idx').on(table.consultationId, table.createdAt),
    index('tutor_link_expires_idx').on(table.expiresAt),
  ],
);
