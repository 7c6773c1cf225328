import type { Patient } from '@vetvoz/domain';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  EMPTY_PATIENT_DRAFT,
  type PatientDraft,
  parsePatientDraft,
  SPECIES_OPTIONS,
} from './patient-draft.ts';

/** Another animal of the visit as typed: its name, species and weight (the dose check needs the weight). */
export type OtherAnimalDraft = Pick<PatientDraft, 'name' | 'species' | 'weight'>;
export type OtherAnimalField = keyof OtherAnimalDraft;
export type OtherAnimalErrors = Partial<Record<OtherAnimalField, string>>;

export const EMPTY_OTHER_ANIMAL: OtherAnimalDraft = { name: '', species: '', weight: '' };

/** The animal, or what is wrong with it, by the same rules as the main one. */
export function parseOtherAnimal(
  draft: OtherAnimalDraft,
): { patient: Patient } | { errors: OtherAnimalErrors } {
  const parsed = parsePatientDraft({ ...EMPTY_PATIENT_DRAFT, ...draft });
  if ('errors' in parsed) return { errors: parsed.errors as OtherAnimalErrors };
  return { patient: parsed.patient };
}

/** Name, species and weight of one more animal, side by side from a tablet up. */
export function OtherAnimalFields({
  draft,
  errors = {},
  onChange,
  disabled,
}: {
  draft: OtherAnimalDraft;
  errors?: OtherAnimalErrors;
  onChange: (field: OtherAnimalField, value: string) => void;
  disabled?: boolean;
}) {
  const text = (field: OtherAnimalField) => ({
    value: draft[field],
    error: errors[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className="grid gap-x-4 gap-y-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
      <TextField label="Nome do animal" autoComplete="off" maxLength={80} {...text('name')} />
      <SelectField label="Espécie" placeholder="Selecione" options={SPECIES_OPTIONS} {...text('species')} />
      <TextField
        label="Peso (kg)"
        optional
        inputMode="decimal"
        autoComplete="off"
        placeholder="Ex.: 4,2"
        maxLength={9}
        {...text('weight')}
      />
    </div>
  );
}
