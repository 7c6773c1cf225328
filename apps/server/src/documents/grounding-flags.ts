import {
  checkReceitaDoses,
  crossAnimalFlags,
  type DocumentType,
  findUngroundedFacts,
  formatDateBr,
  type GroundingFlag,
  patientGroundingSources,
} from '@vetvoz/domain';
import { patientsOf } from '../consultations/index.ts';
import type { consultation } from '../db/schema/index.ts';

type ConsultationRow = typeof consultation.$inferSelect;

/**
 * Everything shown beside a document's fields: the grounding flags — numbers and drug names that its
 * consultation (the whole transcript, the animal's details, the date) does not contain —, on a receita the
 * dose check (docs/decisions/037-dose-check-formulary.md) against the animal's species, breed and weight,
 * and on a visit with several animals the drugs and doses said about another of them
 * (docs/decisions/045-visits-with-several-animals.md). Computed on the generated content and again on every
 * edit, whoever wrote the value; never blocks issuing.
 */
export function documentFlagsOf(
  type: DocumentType,
  content: unknown,
  row: ConsultationRow,
  patientIndex = 0,
): GroundingFlag[] {
  const patients = patientsOf(row);
  const patient = patients[patientIndex] ?? patients[0];
  if (!patient) return [];
  const grounding = findUngroundedFacts({
    content,
    transcript: row.transcript,
    extraSources: [...patientGroundingSources(patient), formatDateBr(row.createdAt)],
  });
  const otherAnimal = crossAnimalFlags({
    content,
    transcript: row.transcript,
    animals: patients,
    animalIndex: patientIndex,
  });
  if (type !== 'receita') return [...grounding, ...otherAnimal];
  const doses = checkReceitaDoses({
    content,
    patient: { species: patient.species, weightKg: patient.weightKg, breed: patient.breed },
    transcript: row.transcript,
  });
  return [...grounding, ...otherAnimal, ...doses];
}
