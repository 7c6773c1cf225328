import type { VocabularyTerm } from '@vetvoz/domain';
import { fold } from '../anonymisation/index.ts';
import type { vocabularyTerm } from '../db/schema/index.ts';

export type VocabularyRow = typeof vocabularyTerm.$inferSelect;

/** Whose list a row is on: a vet's or a unit's (one unique key for both). */
export const userOwnerKey = (userId: string) => `u:${userId}`;
export const unitOwnerKey = (unitId: string) => `b:${unitId}`;

/** One row per term and misheard form, whatever their case and accents. */
export function matchKeyOf(term: string, heard: string | null): string {
  return `${fold(term.trim())}|${heard ? fold(heard.trim()) : ''}`;
}

export function toTermView(row: VocabularyRow): VocabularyTerm {
  return {
    id: row.id,
    term: row.term,
    heard: row.heard,
    source: row.source,
    uses: row.uses,
    updatedAt: row.updatedAt.toISOString(),
  };
}
