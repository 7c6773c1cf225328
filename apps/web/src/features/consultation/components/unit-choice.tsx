import { Building2, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { ActiveUnit } from '../../business-units/index.ts';

const renewalDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * "Consulta pessoal" or one of my units, for a vet who is an active member of at least one (nobody else
 * sees it: the phone-first flow keeps its clicks). A unit consultation uses the unit's pool and is seen by
 * its owner and admins. Compact: one line above the record button, already set to the remembered choice.
 */
export function UnitChoice({
  units,
  value,
  onChange,
  disabled,
}: {
  units: readonly ActiveUnit[];
  value: string;
  onChange: (unitId: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  if (units.length === 0) return null;
  const exhausted = units.find((unit) => unit.id === value && unit.remaining <= 0);
  return (
    <div>
      <div className="flex w-full items-center gap-2 sm:gap-3">
        <label htmlFor={id} className="flex shrink-0 items-center gap-1.5 font-medium text-slate-800 text-sm">
          <Building2 aria-hidden="true" className="size-4 text-slate-500" />
          Consulta
        </label>
        <div className="relative min-w-0 flex-1">
          <select
            id={id}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={`${id}-dica`}
            className="block h-11 w-full appearance-none truncate rounded-xl border border-slate-300 bg-white pr-9 pl-3 text-slate-900 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20 disabled:bg-slate-50"
          >
            <option value="">Pessoal</option>
            {units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {`Unidade: ${unit.name}`}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
        <span id={`${id}-dica`} className="sr-only">
          Uma consulta da unidade usa a cota da equipe e é vista pelo proprietário e pelos administradores.
        </span>
      </div>
      {exhausted ? (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950 text-sm"
        >
          As consultas de {exhausted.name} acabaram neste período; a cota renova em{' '}
          {renewalDate.format(new Date(exhausted.periodEnd))}. Escolha “Pessoal” para usar as suas ou fale com
          o proprietário da unidade.
        </p>
      ) : null}
    </div>
  );
}
