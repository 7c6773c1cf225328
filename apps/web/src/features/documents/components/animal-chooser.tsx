import { PawPrint } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * On a visit with several animals, whose documents are shown: each animal's set carries its name on the
 * sheet and in the file; the vet reviews and issues them one animal at a time.
 */
export function AnimalChooser({
  names,
  selected,
  onSelect,
}: {
  names: { index: number; name: string }[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  return (
    <fieldset className="border-slate-200 border-t px-4 py-3 sm:px-6" data-testid="documentos-por-animal">
      <legend className="sr-only">Documentos de qual animal</legend>
      <p aria-hidden="true" className="mb-2 font-medium text-slate-700 text-sm">
        Documentos de
      </p>
      <div className="flex flex-wrap gap-2">
        {names.map(({ index, name }) => (
          <button
            key={index}
            type="button"
            aria-pressed={index === selected}
            onClick={() => onSelect(index)}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 font-medium text-sm sm:min-h-9',
              index === selected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            <PawPrint aria-hidden="true" className="size-4" />
            {name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
