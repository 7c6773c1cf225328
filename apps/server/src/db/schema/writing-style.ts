import type { DetailLevel, DocumentType } from '@vetvoz/domain';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A vet's writing style (docs/ai-providers.md, Writing style): standing instructions and a detail level
 * per document type, added to the generation prompt; and the suggestions they already accepted or
 * dismissed, so none is offered twice. No row: the defaults.
 */
export const writingStyle = pgTable('writing_style', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  instructions: text('instructions').notNull().default(''),
  detail: jsonb('detail').$type<Partial<Record<DocumentType, DetailLevel>>>().notNull().default({}),
  answeredSuggestions: jsonb('answered_suggestions').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
