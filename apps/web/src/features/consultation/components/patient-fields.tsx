import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
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

/** Folded under "Mais dados do animal": useful, but not worth pushing the record button off a phone's screen. */
export const OPTIONAL_FIELDS = ['breed', 'sex', 'age', 'weight', 'neutered'] as const;

/**
 * The animal (kept with the consultation): name and species first, the rest folded; then the tutor's
 * name, never stored, used to remove it from the transcript and to fill in the documents.
 */
export function PatientFields({ draft, errors, onChange, disabled }: PatientFieldsProps) {
  const moreId = useId();
  const needsMore = OPTIONAL_FIELDS.some((field) => draft[field] !== '' || errors[field]);
  const [open, setOpen] = useState(needsMore);
  // A field in the fold that gets an error (or a value restored) must be seen: it opens by itself.
  const [neededBefore, setNeededBefore] = useState(needsMore);
  if (needsMore !== neededBefore) {
    setNeededBefore(needsMore);
    if (needsMore && OPTIONAL_FIELDS.some((field) => errors[field])) setOpen(true);
  }

  const text = (field: PatientField) => ({
    value: draft[field],
    error: errors[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className="grid gap-4">
      <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
        <TextField label="Nome do animal" autoComplete="off" maxLength={80} {...text('name')} />
        <SelectField label="Espécie" placeholder="Selecione" options={SPECIES_OPTIONS} {...text('species')} />
      </div>

      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen((value) => !value)}
          className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 text-left font-semibold text-brand-700 text-sm hover:bg-brand-50 hover:text-brand-800"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          />
          <span>
            Mais dados do animal
            {!open ? (
              <span className="hidden font-normal text-slate-500 sm:inline"> (raça, sexo, idade, peso…)</span>
            ) : null}
          </span>
        </button>
        <div
          id={moreId}
          hidden={!open}
          className="mt-2 grid gap-x-4 gap-y-4 min-[360px]:grid-cols-2 md:grid-cols-3"
        >
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
        </div>
      </div>

      <TextField
        label="Nome do tutor"
        optional
        autoComplete="off"
        maxLength={120}
        hint="Não é guardado: sai da transcrição e preenche os documentos."
        {...text('tutorName')}
      />
    </div>
  );
}
