import { ANIMAL_SEXES, type Patient, patientSchema, SPECIES, SPECIES_LABELS } from '@vetvoz/domain';
import { fieldErrors } from '../../../lib/field-errors.ts';

/** The patient form as typed: strings, so a half-typed weight ("12,") is kept as the vet wrote it. */
export interface PatientDraft {
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  weight: string;
  neutered: '' | 'sim' | 'nao';
  tutorName: string;
}

export type PatientField = keyof PatientDraft;

export const EMPTY_PATIENT_DRAFT: PatientDraft = {
  name: '',
  species: '',
  breed: '',
  sex: '',
  age: '',
  weight: '',
  neutered: '',
  tutorName: '',
};

export const SPECIES_OPTIONS = SPECIES.map((value) => ({ value, label: SPECIES_LABELS[value] }));

export const SEX_LABELS: Record<(typeof ANIMAL_SEXES)[number], string> = {
  macho: 'Macho',
  femea: 'Fêmea',
  'nao-informado': 'Não informado',
};
export const SEX_OPTIONS = ANIMAL_SEXES.map((value) => ({ value, label: SEX_LABELS[value] }));

export const NEUTERED_OPTIONS = [
  { value: '', label: 'Não informado' },
  { value: 'sim', label: 'Sim' },
  { value: 'nao', label: 'Não' },
];

const WEIGHT = /^\d{1,4}([.,]\d{1,3})?$/;

/** The draft as the API's patient, or the pt-BR message of each field that is wrong. */
export function parsePatientDraft(
  draft: PatientDraft,
): { patient: Patient; tutorName?: string } | { errors: Partial<Record<PatientField, string>> } {
  const errors: Partial<Record<PatientField, string>> = {};
  const weightText = draft.weight.trim().replace(/\s*kg$/i, '');
  let weightKg: number | undefined;
  if (weightText) {
    if (WEIGHT.test(weightText)) weightKg = Number(weightText.replace(',', '.'));
    else errors.weight = 'Peso inválido. Use números, como 12,5.';
  }
  const candidate = {
    name: draft.name,
    species: draft.species || undefined,
    breed: draft.breed.trim() || undefined,
    sex: draft.sex || undefined,
    age: draft.age.trim() || undefined,
    weightKg,
    neutered: draft.neutered === '' ? undefined : draft.neutered === 'sim',
  };
  const result = patientSchema.safeParse(candidate);
  if (!result.success) {
    // The schema's weightKg is the form's weight; a weight already refused above keeps its message.
    const schemaErrors = fieldErrors(result.error.issues, draft, (path) =>
      path[0] === 'weightKg' ? 'weight' : path[0],
    );
    Object.assign(errors, { ...schemaErrors, ...errors });
  }
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  const tutorName = draft.tutorName.trim().slice(0, 120) || undefined;
  return { patient: result.data, tutorName };
}

/** "Thor · Cão · SRD · Macho · 8 anos · 12,5 kg · castrado": the patient in one line. */
export function describePatient(patient: Patient): string {
  const parts = [patient.name, SPECIES_LABELS[patient.species].split(' (')[0]];
  if (patient.breed) parts.push(patient.breed);
  if (patient.sex && patient.sex !== 'nao-informado') parts.push(SEX_LABELS[patient.sex]);
  if (patient.age) parts.push(patient.age);
  if (patient.weightKg !== undefined && patient.weightKg !== null)
    parts.push(`${patient.weightKg.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} kg`);
  if (patient.neutered === true) parts.push(patient.sex === 'femea' ? 'castrada' : 'castrado');
  if (patient.neutered === false) parts.push(patient.sex === 'femea' ? 'não castrada' : 'não castrado');
  return parts.join(' · ');
}
