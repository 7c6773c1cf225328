import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  NEUTERED_OPTIONS,
  type PatientDraft,
  type PatientField,
  SEX_OPTIONS,
  SPECIES_OPTIONS,
} from './patient-draft.ts';

interface PatientFieldsProps {
  draft: PatientDraft;
  errors: Partial<Record<PatientField, string>>;
  onChange: (field: PatientField, value: string) => void;
  disabled?: boolean;
}

/** The animal (kept with the consultation) and, apart, the tutor's name (used for redaction only). */
export function PatientFields({ draft, errors, onChange, disabled }: PatientFieldsProps) {
  const text = (field: PatientField) => ({
    value: draft[field],
    error: errors[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label="Nome do animal"
        autoComplete="off"
        maxLength={80}
        className="sm:col-span-1 lg:col-span-2"
        {...text('name')}
      />
      <SelectField
        label="Espécie"
        placeholder="Selecione"
        options={SPECIES_OPTIONS}
        className="lg:col-span-2"
        {...text('species')}
      />
      <TextField
        label="Raça"
        optional
        autoComplete="off"
        maxLength={80}
        placeholder="Ex.: SRD"
        {...text('breed')}
      />
      <SelectField label="Sexo" optional placeholder="Selecione" options={SEX_OPTIONS} {...text('sex')} />
      <TextField
        label="Idade"
        optional
        autoComplete="off"
        maxLength={40}
        placeholder="Ex.: 3 anos"
        {...text('age')}
      />
      <TextField
        label="Peso (kg)"
        optional
        inputMode="decimal"
        autoComplete="off"
        placeholder="Ex.: 12,5"
        maxLength={9}
        {...text('weight')}
      />
      <SelectField label="Castrado(a)" optional options={NEUTERED_OPTIONS} {...text('neutered')} />
      <TextField
        label="Nome do tutor"
        optional
        autoComplete="off"
        maxLength={120}
        className="sm:col-span-1 lg:col-span-3"
        hint="Usado só para apagar o nome da transcrição. Não é guardado."
        {...text('tutorName')}
      />
    </div>
  );
}
