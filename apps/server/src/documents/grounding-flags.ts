import {
  checkReceitaDoses,
  type DocumentType,
  findUngroundedFacts,
  formatDateBr,
  type GroundingFlag,
  patientGroundingSources,
} from '@vetvoz/domain';
import { patientOf } from '../consultations/index.ts';
import type { consultation } from '../db/schema/index.ts';

/** Numbers and drug names in a document that its consultation (transcript, patient, date) does not contain. */
function groundingFlagsOf(content: unknown, row: typeof consultation.$inferSelect) {
  return findUngroundedFacts({
    content,
    transcript: row.transcript,
    extraSources: [...patientGroundingSources(patientOf(row)), formatDateBr(row.createdAt)],
  });
}

/**
 * Everything shown beside a document's fields: the grounding flags, and on a receita the dose check
 * (docs/decisions/037-dose-check-formulary.md) against the patient's species, breed and weight. Computed
 * on the generated content and again on every edit, whoever wrote the value; never blocks issuing.
 */
export function documentFlagsOf(
  type: DocumentType,
  content: unknown,
  row: typeof consultation.$inferSelect,
): GroundingFlag[] {
  const grounding = groundingFlagsOf(content, row);
  if (type !== 'receita') return grounding;
  const patient = patientOf(row);
  const doses = checkReceitaDoses({
    content,
    patient: { species: patient.species, weightKg: patient.weightKg, breed: patient.breed },
    transcript: row.transcript,
  });
  return [...grounding, ...doses];
}
