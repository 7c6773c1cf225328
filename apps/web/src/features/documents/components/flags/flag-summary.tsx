import type { GroundingFlag } from '@vetvoz/domain';
import { ChevronDown, CornerDownRight, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { flagCountLabel } from '../../model/grounding.ts';

export interface PlacedFlag {
  flag: GroundingFlag;
  /** Where it points, in the document's words: "Dose (Medicamento 1)". */
  place: string;
}

/**
 * The document's words that the transcript does not contain, counted once ("3 itens para conferir") and
 * listed on demand; each entry takes the vet to its place in the document.
 */
export function FlagSummary({
  flags,
  onJump,
}: {
  flags: PlacedFlag[];
  onJump: (flag: GroundingFlag) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (flags.length === 0) return null;
  // A fragment: the button sits in the document's toolbar, the list takes a line of its own under it.
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-full bg-amber-50 px-3 font-medium text-amber-900 text-sm ring-1 ring-amber-200 hover:bg-amber-100 sm:min-h-9"
      >
        <TriangleAlert aria-hidden="true" className="size-4 text-amber-600" />
        {flagCountLabel(flags.length)}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="basis-full rounded-xl border border-amber-200 bg-amber-50 p-2"
      >
        <p className="px-2 pt-1 pb-2 text-amber-900 text-xs">
          Números, medicamentos e espécies que não aparecem na transcrição, medicamentos descartados na
          consulta e doses fora do usual para a espécie e o peso: confira antes de emitir.
        </p>
        <ul className="grid gap-1">
          {flags.map(({ flag, place }) => (
            <li key={`${flag.path}|${flag.value}`}>
              <button
                type="button"
                onClick={() => onJump(flag)}
                className="flex min-h-11 w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
              >
                <CornerDownRight aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
                <span className="min-w-0">
                  <span className="font-semibold text-slate-900">«{flag.value}»</span>
                  <span className="text-slate-600"> em {place}</span>
                  {flag.reason ? <span className="block text-amber-900 text-xs">{flag.reason}</span> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
