import { useQueryClient } from '@tanstack/react-query';
import { COMPLETENESS_HEADING, type MissingItem } from '@vetvoz/domain';
import { ClipboardList, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { setPatientWeight } from '../../api/documents.ts';
import { upsertDocuments } from '../../hooks/documents-cache.ts';

/**
 * What the rules ask of the document and it still lacks (docs/document-completeness.md), one tap to each:
 * a field opens in its editor, the weight in a box here. Nothing here blocks issuing.
 */
export function CompletenessPanel({
  items,
  consultationId,
  onJump,
}: {
  items: MissingItem[];
  consultationId: string;
  onJump: (path: string) => void;
}) {
  const [askingWeight, setAskingWeight] = useState(false);
  if (items.length === 0) return null;
  return (
    <section
      aria-label="Itens que faltam no documento"
      className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      data-testid="completeness"
    >
      <p className="flex items-center gap-1.5 font-medium text-slate-800 text-sm">
        <ClipboardList aria-hidden="true" className="size-4 text-slate-500" />
        {COMPLETENESS_HEADING}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() =>
                item.target.kind === 'weight' ? setAskingWeight(true) : onJump(item.target.path)
              }
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-3 text-slate-700 text-sm ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:min-h-8"
            >
              <Plus aria-hidden="true" className="size-3.5" />
              {item.label}
            </button>
          </li>
        ))}
      </ul>
      {askingWeight ? (
        <WeightForm consultationId={consultationId} onDone={() => setAskingWeight(false)} />
      ) : null}
      <p className="mt-2 text-slate-500 text-xs">Você pode emitir mesmo assim.</p>
    </section>
  );
}

function WeightForm({ consultationId, onDone }: { consultationId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The vet tapped "Peso do animal": the box is where the next keystroke goes.
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const kg = Number(value.replace(',', '.'));
    if (!Number.isFinite(kg) || kg <= 0) {
      setError('Informe o peso em kg, maior que zero.');
      return;
    }
    setSaving(true);
    try {
      const documents = await setPatientWeight(consultationId, kg);
      upsertDocuments(queryClient, consultationId, documents);
      // The consultation's own query (the animal line at the top), by its key in the consultation feature.
      void queryClient.invalidateQueries({ queryKey: ['consultation', consultationId] });
      toast.success('Peso salvo; as doses foram conferidas de novo.');
      onDone();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Não foi possível salvar o peso.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
          Peso do animal (kg)
        </label>
        <input
          id={id}
          inputMode="decimal"
          ref={input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          className="mt-1 h-11 w-32 rounded-lg border border-slate-300 px-3 text-sm sm:h-9"
        />
      </div>
      <Button type="submit" size="sm" disabled={saving} className="max-sm:h-11">
        Salvar peso
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDone} className="max-sm:h-11">
        Cancelar
      </Button>
      {error ? (
        <p id={`${id}-erro`} className="basis-full text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </form>
  );
}
