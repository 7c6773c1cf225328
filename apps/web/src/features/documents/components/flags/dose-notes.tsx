import type { GroundingFlag } from '@vetvoz/domain';
import { Info, Pill } from 'lucide-react';

/**
 * The dose check's findings for one receita line, in full: the working ("15 mg para 32 kg = 0,47 mg/kg"),
 * the usual range and its source. A warning in amber; a note the check could not judge in grey. Never a
 * block: the vet decides.
 */
export function DoseNotes({ flags, className }: { flags: readonly GroundingFlag[]; className?: string }) {
  const doses = flags.filter((flag) => flag.kind === 'dose' && flag.reason);
  if (doses.length === 0) return null;
  return (
    <ul className={className} data-testid="dose-notes">
      {doses.map((flag) => {
        const info = flag.level === 'info';
        return (
          <li
            key={`${flag.path}|${flag.reason}`}
            className={
              info
                ? 'mt-1 flex items-start gap-1.5 text-slate-600 text-xs'
                : 'mt-1 flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-amber-900 text-xs ring-1 ring-amber-200'
            }
          >
            {info ? (
              <Info aria-hidden="true" className="mt-px size-3.5 shrink-0 text-slate-500" />
            ) : (
              <Pill aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-600" />
            )}
            <span>
              <span className="sr-only">{info ? 'Nota da conferência de dose: ' : 'Confira a dose: '}</span>
              {flag.reason}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The dose flags of receita line `index` (0-based), whichever of its fields they point at. */
export function doseFlagsOfLine(flags: readonly GroundingFlag[], index: number): GroundingFlag[] {
  const prefix = `itens.${index}.`;
  return flags.filter((flag) => flag.kind === 'dose' && flag.path.startsWith(prefix));
}
