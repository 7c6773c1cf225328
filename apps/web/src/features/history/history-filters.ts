import { historyQuerySchema, SPECIES, type Species } from '@vetvoz/domain';
import { fieldErrors } from '../../lib/field-errors.ts';

/** The filters of /history, as the page keeps them in its address (Portuguese names, like ?tipo=). */
export interface HistoryFilters {
  q: string;
  species: Species | '';
  from: string;
  to: string;
}

export const EMPTY_FILTERS: HistoryFilters = { q: '', species: '', from: '', to: '' };

const PARAMS = { q: 'busca', species: 'especie', from: 'de', to: 'ate' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isSpecies = (value: string): value is Species => (SPECIES as readonly string[]).includes(value);

/** Reads the filters from the address; a value that cannot be one (edited by hand) is ignored. */
export function filtersFromParams(params: URLSearchParams): HistoryFilters {
  const species = params.get(PARAMS.species) ?? '';
  const from = params.get(PARAMS.from) ?? '';
  const to = params.get(PARAMS.to) ?? '';
  return {
    q: (params.get(PARAMS.q) ?? '').slice(0, 80),
    species: isSpecies(species) ? species : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
  };
}

/** The filters written into the address, keeping any other parameter as it was. */
export function paramsWithFilters(current: URLSearchParams, filters: HistoryFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(PARAMS) as Array<keyof HistoryFilters>) {
    const value = key === 'q' ? filters.q.trim() : filters[key];
    if (value) next.set(PARAMS[key], value);
    else next.delete(PARAMS[key]);
  }
  return next;
}

export function hasFilters(filters: HistoryFilters): boolean {
  return Boolean(filters.q.trim() || filters.species || filters.from || filters.to);
}

/** Filters in use beside the name search (species, start date, end date): what "Filtros" folds on phones. */
export function foldedFilterCount(filters: HistoryFilters): number {
  return [filters.species, filters.from, filters.to].filter(Boolean).length;
}

/** The same rules as the server (dates in order), checked before asking it: a pt-BR message per field. */
export function filterErrors(filters: HistoryFilters): Partial<Record<keyof HistoryFilters, string>> {
  const parsed = historyQuerySchema.safeParse(filters);
  if (parsed.success) return {};
  return fieldErrors(parsed.error.issues, filters);
}

/** The API's query string for one page. */
/** The list's query: the filters set, and the cursor of the page to read (none for the first). */
export function historyQuery(filters: HistoryFilters, cursor: string | null) {
  return {
    q: filters.q.trim() || undefined,
    species: filters.species || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    cursor: cursor ?? undefined,
  };
}

export function historySearch(filters: HistoryFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(historyQuery(filters, cursor))) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}
