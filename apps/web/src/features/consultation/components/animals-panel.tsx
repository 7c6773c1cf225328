import { useQueryClient } from '@tanstack/react-query';
import { type ConsultationView, type Patient, SPECIES_LABELS } from '@vetvoz/domain';
import { PawPrint, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api.ts';
import { setOtherPatients } from '../api/animals.ts';
import { consultationKey } from '../api/consultations.ts';
import { AnimalSplitReview } from './animal-split-review.tsx';
import {
  EMPTY_OTHER_ANIMAL,
  type OtherAnimalDraft,
  type OtherAnimalErrors,
  OtherAnimalFields,
  parseOtherAnimal,
} from './other-animal-fields.tsx';

const MAX_ANIMALS = 6;

/**
 * The animals of the visit: "Outro animal" adds one (a litter, a household's dogs and cats); with two or
 * more, the transcript is split between them and each gets its own documents
 * (docs/decisions/045-visits-with-several-animals.md).
 */
export function AnimalsPanel({ consultation, ready }: { consultation: ConsultationView; ready: boolean }) {
  const queryClient = useQueryClient();
  const animals = consultation.patients ?? [consultation.patient];
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<OtherAnimalDraft>(EMPTY_OTHER_ANIMAL);
  const [errors, setErrors] = useState<OtherAnimalErrors>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(others: Patient[]) {
    setSaving(true);
    setProblem(null);
    try {
      const view = await setOtherPatients(consultation.id, { patients: others });
      queryClient.setQueryData(consultationKey(consultation.id), view);
      // Documents of an animal taken out are gone.
      void queryClient.invalidateQueries({ queryKey: ['documents', consultation.id] });
      return true;
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Não foi possível salvar os animais.');
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function add() {
    const parsed = parseOtherAnimal(draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    if (await save([...animals.slice(1), parsed.patient] as Patient[])) {
      setAdding(false);
      setDraft(EMPTY_OTHER_ANIMAL);
    }
  }

  if (animals.length === 1 && !adding) {
    return (
      <div className="flex justify-end">
        <Button variant="secondary" className="h-11 sm:h-9" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Outro animal
        </Button>
      </div>
    );
  }

  return (
    <Card className="p-4 sm:p-5" data-testid="animais">
      <h2 className="flex items-center gap-2 font-semibold text-base text-slate-900">
        <PawPrint aria-hidden="true" className="size-4 text-brand-700" />
        Animais da consulta
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {animals.map((animal, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are the animals' identity on the server.
            key={index}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-slate-800 text-sm"
          >
            <span className="font-medium">{animal.name}</span>
            <span className="text-slate-500">· {SPECIES_LABELS[animal.species].split(' (')[0]}</span>
            {index === 0 ? (
              <span className="pr-2 text-slate-500 text-xs">(principal)</span>
            ) : (
              <button
                type="button"
                onClick={() => void save(animals.slice(1).filter((_, i) => i !== index - 1) as Patient[])}
                disabled={saving}
                className="inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Remover {animal.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {adding ? (
        <div className="mt-4 rounded-xl border border-slate-200 p-3 sm:p-4">
          <OtherAnimalFields
            draft={draft}
            errors={errors}
            disabled={saving}
            onChange={(field, value) => {
              setDraft((d) => ({ ...d, [field]: value }));
              setErrors((e) => ({ ...e, [field]: undefined }));
            }}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button className="h-11 sm:h-9" onClick={() => void add()} disabled={saving}>
              Adicionar animal
            </Button>
            <Button
              variant="ghost"
              className="h-11 sm:h-9"
              onClick={() => setAdding(false)}
              disabled={saving}
            >
              Cancelar
            </Button>
          </div>
        </div>
      ) : animals.length < MAX_ANIMALS ? (
        <Button variant="secondary" className="mt-3 h-11 sm:h-9" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Outro animal
        </Button>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
      {animals.length > 1 && ready ? (
        <AnimalSplitReview consultation={consultation} animals={animals} />
      ) : null}
    </Card>
  );
}
