import { SPECIES, SPECIES_LABELS, type Species } from '@vetvoz/domain';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { foldedFilterCount, type HistoryFilters } from '../history-filters.ts';

/** The search box's id: "Limpar filtros" disappears once used and hands focus here. */
export const SEARCH_INPUT_ID = 'historico-busca';

/** Long enough to finish a short name, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 300;

const SPECIES_OPTIONS = [
  { value: '', label: 'Todas as espécies' },
  ...SPECIES.map((species) => ({ value: species, label: SPECIES_LABELS[species] })),
];

interface FilterBarProps {
  filters: HistoryFilters;
  errors: Partial<Record<keyof HistoryFilters, string>>;
  /** `typing` marks a change from the search box while it is being typed (the page replaces history then). */
  onChange: (filters: HistoryFilters, options?: { typing?: boolean }) => void;
}

/**
 * Name search (debounced), species and a date range. The search box keeps its own text while the
 * vet types and follows the address when it changes otherwise (back, forward, "Limpar filtros").
 * On phones species and dates fold behind "Filtros" (with how many are in use): open, the four
 * fields took half the screen above the list.
 */
export function FilterBar({ filters, errors, onChange }: FilterBarProps) {
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  const activeCount = foldedFilterCount(filters);
  // A wrong date must be seen to be fixed: its field never hides.
  const open = unfolded || Boolean(errors.from || errors.to);
  const [search, setSearch] = useState(filters.q);
  const latest = useRef(filters);
  latest.current = filters;

  useEffect(() => {
    setSearch((current) => (current.trim() === filters.q.trim() ? current : filters.q));
  }, [filters.q]);

  useEffect(() => {
    if (search.trim() === latest.current.q.trim()) return;
    const timer = window.setTimeout(
      () => onChange({ ...latest.current, q: search }, { typing: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search, onChange]);

  // Enter searches at once (the phone keyboard's "buscar" key).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (search.trim() !== filters.q.trim()) onChange({ ...filters, q: search });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom (the unit tests' DOM) has no <search> element yet and React warns about it; the role says the same to assistive technology.
    <form
      role="search"
      aria-label="Filtrar consultas"
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="flex flex-wrap items-end justify-end gap-2 sm:contents">
        <TextField
          id={SEARCH_INPUT_ID}
          label="Nome do animal"
          type="search"
          placeholder="Buscar pelo nome"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={80}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="min-w-40 flex-1 sm:col-span-2 lg:col-span-1"
        />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={activeCount > 0 ? `Filtros, ${activeCount} em uso` : 'Filtros'}
          onClick={() => setUnfolded(!open)}
          className={cn(
            'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl border px-3 font-semibold text-sm shadow-sm sm:hidden',
            activeCount > 0
              ? 'border-brand-300 bg-brand-50 text-brand-900'
              : 'border-slate-300 bg-white text-slate-800',
          )}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtros
          {activeCount > 0 ? (
            <span
              aria-hidden="true"
              className="flex size-5 items-center justify-center rounded-full bg-brand-700 font-semibold text-white text-xs"
            >
              {activeCount}
            </span>
          ) : null}
        </button>
      </div>
      <div
        id={panelId}
        data-folded={open ? undefined : ''}
        className={cn('grid gap-4 sm:contents', !open && 'max-sm:hidden')}
      >
        <SelectField
          label="Espécie"
          options={SPECIES_OPTIONS}
          value={filters.species}
          onChange={(event) => onChange({ ...filters, species: event.target.value as Species | '' })}
          className="sm:col-span-2 lg:col-span-1"
        />
        <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:col-span-2 lg:contents">
          <TextField
            label="De"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            error={errors.from}
            onChange={(event) => onChange({ ...filters, from: event.target.value })}
          />
          <TextField
            label="Até"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            error={errors.to}
            onChange={(event) => onChange({ ...filters, to: event.target.value })}
          />
        </div>
      </div>
    </form>
  );
}
