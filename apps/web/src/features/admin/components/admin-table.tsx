import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

interface AdminTableProps {
  /** Names the table and its scroll area. */
  caption: string;
  /** Column headings, first one the row's name (kept in view while scrolling sideways). */
  columns: readonly { label: string; numeric?: boolean }[];
  children: ReactNode;
  /** Dimmed while a new page or search loads over the current rows. */
  stale?: boolean;
}

/**
 * A table that stays usable at 390 px: it scrolls sideways inside its box (focusable, so the keyboard
 * scrolls it too) while the first column stays pinned.
 */
export function AdminTable({ caption, columns, children, stale = false }: AdminTableProps) {
  return (
    <section
      // Not the caption alone: the section around the table often has that same name.
      aria-label={`Tabela: ${caption}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus for the keyboard to scroll it.
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600',
        stale && 'opacity-60 transition-opacity',
      )}
      aria-busy={stale || undefined}
    >
      <table
        className={cn(
          'w-full border-collapse text-left text-sm',
          '[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-10',
          '[&_tbody_tr>*:first-child]:bg-white [&_thead_tr>*:first-child]:bg-slate-50',
          '[&_tr>*:first-child]:shadow-[1px_0_0_var(--color-slate-200)]',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600 text-xs">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('whitespace-nowrap px-3 py-2.5 font-medium', column.numeric && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">{children}</tbody>
      </table>
    </section>
  );
}

/** Cell classes shared by the admin tables. */
export const cell = 'whitespace-nowrap px-3 py-2.5 align-top';
export const numericCell = cn(cell, 'text-right tabular-nums');
