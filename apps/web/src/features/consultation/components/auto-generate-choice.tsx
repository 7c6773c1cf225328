import { useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { autoGeneratePreference, setAutoGeneratePreference } from '../capture/auto-generate.ts';

/**
 * Ending the recording drafts the usual documents (anamnese, receita, orientações) as soon as the
 * transcript is ready, so the vet goes from "Encerrar" to the receita without another step. A vet who
 * prefers to review the transcript first turns it off once; the choice stays on this device. A switch
 * (the whole row is its 44 px target) rather than a small box, since it is tapped mid-consultation.
 */
export function AutoGenerateChoice() {
  const [on, setOn] = useState(autoGeneratePreference);
  const hintId = useId();
  const toggle = () => {
    setOn(!on);
    setAutoGeneratePreference(!on);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={hintId}
      onClick={toggle}
      className="group flex min-h-11 w-full max-w-sm items-center justify-between gap-3 rounded-xl px-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
    >
      <span className="min-w-0">
        <span className="block font-medium text-slate-800 text-sm">Gerar os documentos ao encerrar</span>
        <span id={hintId} className="block text-slate-600 text-xs">
          Anamnese, receita e orientações, assim que a transcrição ficar pronta.
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-10 shrink-0 rounded-full transition-colors duration-200 motion-reduce:transition-none',
          on ? 'bg-brand-600' : 'bg-slate-300 group-hover:bg-slate-400',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform duration-200 motion-reduce:transition-none',
            on && 'translate-x-4',
          )}
        />
      </span>
    </button>
  );
}
