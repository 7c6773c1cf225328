import { Check, PencilLine, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';

export const sectionDomId = (idPrefix: string, key: string) => `${idPrefix}-secao-${key}`;

/**
 * One section of the sheet: read as printed, edited in place. The whole section opens its editor on a
 * click (a large target on a phone); the "Editar" button is the keyboard's and screen reader's way in, and
 * a section focused by a jump from the flag list opens with Enter too.
 */
export function SectionFrame({
  id,
  title,
  editing,
  flagCount,
  onEdit,
  onDone,
  editor,
  children,
}: {
  id: string;
  title: string;
  editing: boolean;
  flagCount: number;
  onEdit: () => void;
  onDone: () => void;
  editor: ReactNode;
  /** The printed section, given its "Editar" controls to place (in its heading row when it has one). */
  children: (controls: ReactNode) => ReactNode;
}) {
  const editButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    // Opening moves into the first box; closing gives the focus back to where editing started.
    if (editing && !wasEditing.current) {
      const first = panel.current?.querySelector<HTMLElement>('input, textarea, select');
      if (first && !panel.current?.contains(document.activeElement)) first.focus();
    }
    if (!editing && wasEditing.current && panel.current?.contains(document.activeElement) !== true) {
      if (document.activeElement === document.body) editButton.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  const controls = (
    <span className="-my-1.5 inline-flex shrink-0 items-center gap-1 print:hidden">
      {flagCount > 0 ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          {flagCount}
          <span className="sr-only">{flagCount === 1 ? ' item para conferir' : ' itens para conferir'}</span>
        </span>
      ) : null}
      <button
        ref={editButton}
        type="button"
        aria-label={`Editar ${title}`}
        onClick={onEdit}
        className={cn(
          'inline-flex h-11 items-center gap-1.5 rounded-lg px-2.5 font-medium text-slate-500 text-sm sm:h-9',
          'group-hover:text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        )}
      >
        <PencilLine aria-hidden="true" className="size-4" />
        Editar
      </button>
    </span>
  );

  if (editing) {
    return (
      <section
        id={id}
        aria-label={`Editando: ${title}`}
        tabIndex={-1}
        className="-mx-3 scroll-mt-24 rounded-xl bg-brand-50/60 p-3 ring-2 ring-brand-600/40 sm:-mx-4 sm:p-4 print:hidden"
      >
        <div ref={panel}>
          <p className="mb-3 font-semibold text-brand-800 text-sm">Editando: {title}</p>
          {editor}
          <div className="mt-4 flex justify-end">
            <Button
              onClick={() => {
                onDone();
                requestAnimationFrame(() => editButton.current?.focus());
              }}
              className="max-sm:w-full"
            >
              <Check aria-hidden="true" className="size-4" />
              Concluir
            </Button>
          </div>
        </div>
      </section>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click is a shortcut; the "Editar" button inside is the accessible control
    <div
      id={id}
      tabIndex={-1}
      data-flagged={flagCount > 0 ? '' : undefined}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button, a')) return;
        onEdit();
      }}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onEdit();
        }
      }}
      className={cn(
        'group -mx-3 relative scroll-mt-24 cursor-pointer rounded-xl px-3 py-2 transition-colors sm:-mx-4 sm:px-4',
        'hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/50',
        flagCount > 0 && 'rounded-l-none bg-amber-50/50 shadow-[inset_3px_0_0_var(--color-amber-400)]',
      )}
    >
      {children(controls)}
    </div>
  );
}
