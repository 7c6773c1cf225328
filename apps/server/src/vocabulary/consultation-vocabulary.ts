import { desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { vocabularyTerm } from '../db/schema/index.ts';
import { isBuiltInTerm } from './built-in-terms.ts';
import type { CorrectionPair } from './post-correct.ts';
import { unitOwnerKey, userOwnerKey, type VocabularyRow } from './vocabulary-rows.ts';

/** What a segment's transcription uses: the terms for the vendor's prompt and the pairs to correct with. */
export interface ConsultationVocabulary {
  /** The vet's terms, then the unit's, most used and most recent first. */
  terms: string[];
  pairs: CorrectionPair[];
}

/**
 * The vocabulary of a consultation: its author's list and, for a unit consultation, the unit's. A pair
 * corrects new transcripts when a person put it there (typed, or the unit's list), when its term is a
 * known drug or brand, or when the vet made the same correction in two consultations: one edit alone
 * might have been a change of meaning that merely sounded alike.
 */
export async function loadConsultationVocabulary(
  db: Queryable<'select'>,
  { ownerId, unitId }: { ownerId: string; unitId: string | null },
): Promise<ConsultationVocabulary> {
  const keys = [userOwnerKey(ownerId), ...(unitId ? [unitOwnerKey(unitId)] : [])];
  const rows = await db
    .select()
    .from(vocabularyTerm)
    .where(
      keys.length === 1
        ? eq(vocabularyTerm.ownerKey, keys[0] as string)
        : inArray(vocabularyTerm.ownerKey, keys),
    )
    .orderBy(desc(vocabularyTerm.uses), desc(vocabularyTerm.updatedAt));
  const own = rows.filter((r) => r.ownerKey === keys[0]);
  const unit = rows.filter((r) => r.ownerKey !== keys[0]);
  const ordered = [...own, ...unit];
  return {
    terms: ordered.map((r) => r.term),
    pairs: ordered.filter(correctsNewText).map((r) => ({ heard: r.heard as string, term: r.term })),
  };
}

function correctsNewText(row: VocabularyRow): boolean {
  if (!row.heard) return false;
  return row.source === 'manual' || row.unitId !== null || row.uses >= 2 || isBuiltInTerm(row.term);
}
