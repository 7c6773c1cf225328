import { findUngroundedFacts, formatDateBr, patientGroundingSources } from '@vetvoz/domain';
import { patientOf } from '../consultations/views.ts';
import type { consultation } from '../db/schema/index.ts';

/** Numbers and drug names in a document that its consultation (transcript, patient, date) does not contain. */
export function groundingFlagsOf(content: unknown, row: typeof consultation.$inferSelect) {
  return findUngroundedFacts({
    content,
    transcript: row.transcript,
    extraSources: [...patientGroundingSources(patientOf(row)), formatDateBr(row.createdAt)],
  });
}
