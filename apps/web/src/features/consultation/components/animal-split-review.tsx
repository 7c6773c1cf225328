import { useQueryClient } from '@tanstack/react-query';
import type { ConsultationView, Patient } from '@vetvoz/domain';
import { CheckCircle2, Split, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { confirmAnimalSplit, proposeAnimalSplit } from '../api/animals.ts';
import { consultationKey } from '../api/consultations.ts';

/**
 * The split of the transcript between the animals: proposed by the server (rules and the text model),
 * checked here passage by passage — each ticked with the animals it is about — and confirmed before the
 * documents are drafted per animal. Until then, and if the split fails, documents are the main animal's.
 */
export function AnimalSplitReview({
  consultation,
  animals,
}: {
  consultation: ConsultationView;
  animals: Patient[];
}) {
  const queryClient = useQueryClient();
  const split = consultation.animalSplit ?? null;
  const [choices, setChoices] = useState<number[][] | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = choices ?? split?.passages.map((p) => p.animals) ?? [];

  async function run(call: () => Promise<ConsultationView>) {
    setBusy(true);
    setProblem(null);
    try {
      const view = await call();
      queryClient.setQueryData(consultationKey(consultation.id), view);
      setChoices(null);
      return true;
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Não foi possível dividir a transcrição.');
      return false;
    } finally {
      setBusy(false);
    }
  }

  const toggle = (passage: number, animal: number) =>
    setChoices(
      current.map((list, i) =>
        i !== passage
          ? list
          : list.includes(animal)
            ? list.filter((a) => a !== animal)
            : [...list, animal].sort((a, b) => a - b),
      ),
    );

  const confirmed = Boolean(split?.confirmedAt) && !reviewing;
  return (
    <div className="mt-4 border-slate-200 border-t pt-4" data-testid="divisao-animais">
      {!split ? (
        <>
          <p className="text-slate-600 text-sm">
            Para gerar os documentos de cada animal, divida a transcrição entre eles e confira. Sem a divisão,
            os documentos são do animal principal.
          </p>
          <Button
            className="mt-3 h-11 sm:h-9"
            onClick={() => void run(() => proposeAnimalSplit(consultation.id))}
            disabled={busy}
          >
            <Split aria-hidden="true" className="size-4" />
            Dividir por animal
          </Button>
        </>
      ) : confirmed ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-start gap-2 text-emerald-800 text-sm">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Divisão confirmada: os próximos documentos são gerados para cada animal.
          </p>
          <Button variant="ghost" className="h-11 sm:h-9" onClick={() => setReviewing(true)}>
            Rever divisão
          </Button>
        </div>
      ) : (
        <>
          <p className="text-slate-600 text-sm">
            Confira de qual animal fala cada trecho. Trecho sem nenhum animal marcado vale para todos.
          </p>
          <ol className="mt-3 grid gap-2">
            {split.passages.map((passage, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the proposal's passages are confirmed by position.
                key={index}
                className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
              >
                {passage.uncertain ? (
                  <p className="mb-1 flex items-center gap-1 font-medium text-amber-800 text-xs">
                    <TriangleAlert aria-hidden="true" className="size-3.5" /> Confira este trecho
                  </p>
                ) : null}
                <p className="text-slate-800">{passage.text}</p>
                <fieldset className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                  <legend className="sr-only">Animais do trecho {index + 1}</legend>
                  {animals.map((animal, a) => (
                    <label
                      // biome-ignore lint/suspicious/noArrayIndexKey: animals are addressed by position.
                      key={a}
                      className="inline-flex min-h-9 cursor-pointer items-center gap-2 text-slate-700"
                    >
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-700"
                        checked={current[index]?.includes(a) ?? false}
                        onChange={() => toggle(index, a)}
                        disabled={busy}
                      />
                      {animal.name}
                    </label>
                  ))}
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              className="h-11 sm:h-9"
              disabled={busy}
              onClick={async () => {
                if (await run(() => confirmAnimalSplit(consultation.id, { passages: current })))
                  setReviewing(false);
              }}
            >
              Confirmar divisão
            </Button>
            <Button
              variant="ghost"
              className="h-11 sm:h-9"
              disabled={busy}
              onClick={() => void run(() => proposeAnimalSplit(consultation.id))}
            >
              Propor de novo
            </Button>
          </div>
        </>
      )}
      {problem ? (
        <p role="alert" className="mt-3 text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
