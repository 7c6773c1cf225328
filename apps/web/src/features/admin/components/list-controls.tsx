import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../model/format.ts';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled search input; the list follows as the admin types (debounced by the caller). */
export function SearchBox({ label, value, onChange, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-[calc(50%+0.1875rem)] left-3 size-4 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          maxLength={100}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, 'pl-9')}
        />
      </div>
    </div>
  );
}

interface PaginationProps {
  /** What is counted, in the plural ("usuários"), for the "1–20 de 132 usuários" line. */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Previous / next with where the admin is, announced politely when it changes. */
export function Pagination({ noun, page, pageSize, total, onPage, disabled = false }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`Páginas de ${noun}`} className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p aria-live="polite" className="text-slate-600 text-sm tabular-nums">
        {formatInteger(first)}–{formatInteger(last)} de {formatInteger(total)} {noun}
      </p>
      {pages > 1 ? (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Anterior
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Próxima
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
