import type { Patient } from '@vetvoz/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  EMPTY_OTHER_ANIMAL,
  type OtherAnimalDraft,
  type OtherAnimalErrors,
  OtherAnimalFields,
  parseOtherAnimal,
} from './other-animal-fields.tsx';

/** At most this many other animals: the server takes six in all. */
const MAX_OTHER_ANIMALS = 5;

/** The other animals typed on the new-consultation form, and their check before starting. */
export function useOtherAnimals() {
  const [drafts, setDrafts] = useState<OtherAnimalDraft[]>([]);
  const [errors, setErrors] = useState<OtherAnimalErrors[]>([]);
  return {
    drafts,
    errors,
    setDrafts,
    clear: () => {
      setDrafts([]);
      setErrors([]);
    },
    /** The animals, or undefined after showing what is wrong. */
    validate(): Patient[] | undefined {
      const parsed = drafts.map(parseOtherAnimal);
      setErrors(parsed.map((p) => ('errors' in p ? p.errors : {})));
      if (parsed.some((p) => 'errors' in p)) return undefined;
      return parsed.map((p) => (p as { patient: Patient }).patient);
    },
    setErrors,
  };
}

/**
 * "Outro animal": a visit with a litter or a household's animals. Each one's documents are drafted apart
 * once the transcript is split between them (on the consultation page).
 */
export function OtherAnimalsEditor({
  state,
  disabled,
}: {
  state: ReturnType<typeof useOtherAnimals>;
  disabled?: boolean;
}) {
  const { drafts, errors, setDrafts, setErrors } = state;
  const change = (index: number, field: keyof OtherAnimalDraft, value: string) => {
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
    setErrors((list) => list.map((e, i) => (i === index ? { ...e, [field]: undefined } : e)));
  };
  const remove = (index: number) => {
    setDrafts((list) => list.filter((_, i) => i !== index));
    setErrors((list) => list.filter((_, i) => i !== index));
  };
  return (
    <div className="grid gap-3">
      {drafts.map((draft, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place; a position is its identity.
          key={index}
          className="rounded-xl border border-slate-200 p-3 sm:p-4"
        >
          <legend className="sr-only">Animal {index + 2}</legend>
          <div className="mb-2 flex items-center justify-between gap-2">
            <p aria-hidden="true" className="font-medium text-slate-800 text-sm">
              Animal {index + 2}
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="-my-2 -mr-2 h-11"
              onClick={() => remove(index)}
              disabled={disabled}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remover
              <span className="sr-only"> o animal {index + 2}</span>
            </Button>
          </div>
          <OtherAnimalFields
            draft={draft}
            errors={errors[index]}
            onChange={(field, value) => change(index, field, value)}
            disabled={disabled}
          />
        </fieldset>
      ))}
      {drafts.length < MAX_OTHER_ANIMALS ? (
        <Button
          variant={drafts.length > 0 ? 'secondary' : 'ghost'}
          className={drafts.length > 0 ? 'h-11 justify-self-start' : '-ml-3 h-11 justify-self-start'}
          onClick={() => setDrafts((list) => [...list, EMPTY_OTHER_ANIMAL])}
          disabled={disabled}
        >
          <Plus aria-hidden="true" className="size-4" />
          Outro animal
        </Button>
      ) : null}
    </div>
  );
}
