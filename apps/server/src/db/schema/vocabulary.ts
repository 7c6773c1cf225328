import { VOCABULARY_SOURCES } from '@vetvoz/domain';
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { businessUnit } from './business-units.ts';
import { consultation } from './consultations.ts';

/**
 * A vocabulary entry (docs/ai-providers.md, Vocabulary): a vet's (user_id) or a unit's (unit_id; no
 * user_id, so it outlives the admin who typed it). `owner_key` ("u:<user>" or "b:<unit>") and `match_key` (the folded term and
 * misheard form) make one row per entry and list whatever the spelling.
 */
export const vocabularyTerm = pgTable(
  'vocabulary_term',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKey: text('owner_key').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').references(() => businessUnit.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    /** The vendor's wrong form, for a correction pair; null for a plain term. */
    heard: text('heard'),
    matchKey: text('match_key').notNull(),
    source: text('source', { enum: VOCABULARY_SOURCES }).notNull(),
    /** Consultations that taught it, or in which it corrected a word. */
    uses: integer('uses').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('vocabulary_term_owner_match_uq').on(table.ownerKey, table.matchKey),
    index('vocabulary_term_user_idx').on(table.userId),
    index('vocabulary_term_unit_idx').on(table.unitId),
  ],
);

/**
 * Which consultation's edit taught which learnt entry. An edit is saved every second while the vet
 * types, so each save replaces its consultation's lessons: a half-typed word taught one moment is
 * forgotten the next. Goes with the consultation; the entry stays.
 */
export const vocabularyEvidence = pgTable(
  'vocabulary_evidence',
  {
    termId: uuid('term_id')
      .notNull()
      .references(() => vocabularyTerm.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.termId, table.consultationId] }),
    index('vocabulary_evidence_consultation_idx').on(table.consultationId),
  ],
);
