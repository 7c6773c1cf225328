import { DOCUMENT_TYPES } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** One row per document type (anamnese, receita, …): the anchor of its prompt history. */
export const prompt = pgTable('prompt', {
  documentType: text('document_type', { enum: DOCUMENT_TYPES }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The system prompt of a document type, versioned. Versions are never edited or deleted — generated
 * documents record the version they used — and exactly one per type is active (the partial unique index).
 * Rollback is activating an older version.
 */
export const promptVersion = pgTable(
  'prompt_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES })
      .notNull()
      .references(() => prompt.documentType, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per document type. */
    version: integer('version').notNull(),
    body: text('body').notNull(),
    /** What changed, in the author's words. */
    note: text('note'),
    /** Null for the seeded defaults, or once the author's account is deleted. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The author's name when the version was written ("VetVoz" for the defaults): history stays readable. */
    authorName: text('author_name').notNull(),
    active: boolean('active').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('prompt_version_type_version_uq').on(table.documentType, table.version),
    uniqueIndex('prompt_version_one_active_uq').on(table.documentType).where(sql`${table.active}`),
    index('prompt_version_author_idx').on(table.authorId),
  ],
);
