import { DOCUMENT_TYPES } from '@vetvoz/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { document } from './documents.ts';

/**
 * One row per PDF the author issues (docs/decisions/038-tutor-pack-private-link.md): the short code
 * printed on it, who signed (name and CRMV as printed), when, and the fingerprint of the clinical content.
 * Nothing of the responsável: the verification page must never show tutor data.
 */
export const documentIssue = pgTable(
  'document_issue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    vetName: text('vet_name').notNull(),
    crmv: text('crmv').notNull(),
    /** SHA-256 (hex) of the type and content as issued. */
    fingerprint: text('fingerprint').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_issue_document_idx').on(table.documentId, table.issuedAt)],
);
