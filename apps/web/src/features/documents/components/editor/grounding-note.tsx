import { type GroundingFlag, isGroundingWarning } from '@vetvoz/domain';
import { PencilLine, TriangleAlert } from 'lucide-react';
import { flagMessage } from '../../model/grounding.ts';
import { DoseNotes } from '../flags/dose-notes.tsx';

/**
 * A small mark under a field the flag list points at: the full list lives once per document (the flag
 * summary), so the field only says which of its words to check.
 */
export function GroundingNote({ id, flags }: { id: string; flags: GroundingFlag[] }) {
  if (flags.length === 0) return null;
  // The dose check speaks for itself, in full, whoever wrote the value.
  const doses = flags.filter((flag) => flag.kind === 'dose');
  const others = flags.filter((flag) => flag.kind !== 'dose');
  const warnings = others.filter(isGroundingWarning);
  const own = others.filter((flag) => !isGroundingWarning(flag));
  return (
    <div id={id}>
      {warnings.length > 0 ? (
        <p className="mt-1 flex items-start gap-1 text-amber-800 text-xs">
          <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-600" />
          <span>{noteText(warnings)}</span>
        </p>
      ) : null}
      {own.length > 0 ? (
        <p className="mt-1 flex items-start gap-1 text-slate-600 text-xs" data-testid="editado-por-voce">
          <PencilLine aria-hidden="true" className="mt-px size-3.5 shrink-0 text-slate-500" />
          <span>Editado por você: {own.map((flag) => `«${flag.value}»`).join(', ')}</span>
        </p>
      ) : null}
      <DoseNotes flags={doses} />
    </div>
  );
}

/** Unsaid words in one list; a drug ruled out in the consultation with its own reason. */
function noteText(flags: GroundingFlag[]): string {
  const unsaid = flags.filter((flag) => !flag.reason);
  const ruledOut = flags.filter((flag) => flag.reason).map(flagMessage);
  const parts =
    unsaid.length > 0 ? [`Não está na transcrição: ${unsaid.map((f) => `«${f.value}»`).join(', ')}`] : [];
  return [...parts, ...ruledOut].join(' ');
}
