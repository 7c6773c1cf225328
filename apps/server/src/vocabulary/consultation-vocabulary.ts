import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { selectRows } from '../db/sql-rows.ts';
import { isBuiltInTerm } from './built-in-terms.ts';
import type { CorrectionPair } from './post-correct.ts';
import type { VocabularyRow } from './vocabulary-rows.ts';

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
  db: Queryable<'execute'>,
  { ownerId, unitId }: { ownerId: string; unitId: string | null },
): Promise<ConsultationVocabulary> {
  const [row] = await selectRows<{ vocabulary: unknown }>(
    db,
    sql`select ${consultationVocabularyColumn(ownerId, unitId)} as vocabulary`,
  );
  return parseConsultationVocabulary(row?.vocabulary);
}

function correctsNewText(row: Pick<VocabularyRow, 'heard' | 'source' | 'unitId' | 'uses' | 'term'>): boolean {
  if (!row.heard) return false;
  return row.source === 'manual' || row.unitId !== null || row.uses >= 2 || isBuiltInTerm(row.term);
}

/** One row of the vocabulary as consultationVocabularyColumn returns it (JSON). */
interface VocabularyJsonRow {
  term: string;
  heard: string | null;
  source: VocabularyRow['source'];
  unitId: string | null;
  uses: number;
  own: boolean;
}

/**
 * The same vocabulary as loadConsultationVocabulary, as one JSON column another statement returns: the
 * segment's claim reads it in the upsert it runs anyway, so a segment costs no read of its own for it
 * (docs/decisions/057-fewer-round-trips-per-segment.md). Read at the same moment and with the same order
 * as the separate read was, so the prompt and the corrections are the same. Placeholders or values.
 */
export function consultationVocabularyColumn(
  ownerId: Placeholder | SQL | string,
  unitId: Placeholder | SQL | string | null,
): SQL {
  const own = sql`'u:' || ${ownerId}::text`;
  const unit = sql`'b:' || ${unitId}::text`;
  return sql`coalesce((select json_agg(json_build_object('term', v.term, 'heard', v.heard,
      'source', v.source, 'unitId', v.unit_id, 'uses', v.uses, 'own', v.owner_key = ${own})
      order by v.uses desc, v.updated_at desc)
    from vocabulary_term v where v.owner_key in (${own}, ${unit})), '[]'::json)`;
}

/** What consultationVocabularyColumn returned, as the transcription uses it (the driver may hand JSON as text). */
export function parseConsultationVocabulary(value: unknown): ConsultationVocabulary {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as VocabularyJsonRow[];
  const ordered = [...rows.filter((r) => r.own), ...rows.filter((r) => !r.own)];
  return {
    terms: ordered.map((r) => r.term),
    pairs: ordered.filter(correctsNewText).map((r) => ({ heard: r.heard as string, term: r.term })),
  };
}
