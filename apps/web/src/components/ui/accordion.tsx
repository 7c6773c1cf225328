import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { type OpenIndex, toggleOpenIndex } from './accordion-state.ts';
import { useRovingFocus } from './use-roving-focus.ts';

export interface AccordionItem {
  /** Stable key (and part of the element ids). */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each item's title, to keep the page outline in order. */
  headingLevel?: 2 | 3 | 4;
  defaultOpenIndex?: OpenIndex;
  className?: string;
}

/**
 * Single-open accordion (WAI-ARIA accordion pattern): each title is a heading wrapping a button
 * with aria-expanded/aria-controls, each panel a region (a labelled <section>). Arrow keys, Home
 * and End move between titles. Closed panels are collapsed and inert, so they are skipped by
 * keyboard and screen readers while the height animates.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenIndex = null, className }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<OpenIndex>(defaultOpenIndex);
  const baseId = useId();
  const roving = useRovingFocus(
    items.map((item) => item.id),
    'vertical',
  );
  const Heading = `h${headingLevel}` as const;

  return (
    <div
      className={cn(
        'divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-card',
        className,
      )}
    >
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-${item.id}-botao`;
        const panelId = `${baseId}-${item.id}-painel`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                ref={roving.register(item.id)}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex((current) => toggleOpenIndex(current, index))}
                onKeyDown={(event) => roving.move(event, index)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-base text-slate-900 transition-colors hover:bg-slate-50 sm:px-6',
                  index === 0 && 'rounded-t-2xl',
                  index === items.length - 1 && !open && 'rounded-b-2xl',
                )}
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-brand-700 transition-transform duration-300',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              inert={!open}
              aria-hidden={open ? undefined : true}
              className={cn(
                'grid transition-[grid-template-rows] duration-300 ease-out',
                open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
              )}
            >
              <div className="min-h-0 overflow-hidden">
                <div className="px-5 pb-5 text-slate-600 leading-relaxed sm:px-6">{item.content}</div>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
