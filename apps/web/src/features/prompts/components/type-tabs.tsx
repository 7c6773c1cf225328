import { DOCUMENT_TYPE_LABELS, type DocumentType, type PromptTypeSummary } from '@vetvoz/domain';
import { useRovingFocus } from '../../../components/ui/use-roving-focus.ts';
import { cn } from '../../../lib/cn.ts';
import { formatShortDate } from '../model/format.ts';

export const PROMPT_PANEL_ID = 'painel-prompt';
export const tabId = (type: DocumentType) => `aba-prompt-${type}`;

interface TypeTabsProps {
  summaries: PromptTypeSummary[];
  selected: DocumentType;
  onSelect: (type: DocumentType) => void;
}

/**
 * The six document types as tabs, each with its active version and since when. Arrow keys move the focus
 * and Enter/Space opens a type (manual activation): opening one may ask about unsaved changes, which
 * must not happen on every arrow press.
 */
export function TypeTabs({ summaries, selected, onSelect }: TypeTabsProps) {
  // Arrows in every direction: on a phone the tabs wrap into a grid of two or three columns.
  const roving = useRovingFocus(
    summaries.map((summary) => summary.documentType),
    'both',
  );

  return (
    <div
      role="tablist"
      aria-label="Tipos de documento"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
    >
      {summaries.map((summary, index) => {
        const isSelected = summary.documentType === selected;
        const active = summary.activeVersion;
        return (
          <button
            key={summary.documentType}
            ref={roving.register(summary.documentType)}
            type="button"
            role="tab"
            id={tabId(summary.documentType)}
            aria-selected={isSelected}
            aria-controls={PROMPT_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(summary.documentType)}
            onKeyDown={(event) => roving.move(event, index)}
            className={cn(
              'flex min-h-16 flex-col items-start justify-center rounded-xl border px-3 py-2 text-left transition-colors',
              'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-600/30',
              isSelected
                ? 'border-brand-600 bg-brand-50 text-brand-900 shadow-sm'
                : 'border-slate-200 bg-white text-slate-800 hover:border-slate-300 hover:bg-slate-50',
            )}
          >
            <span className="font-semibold text-sm leading-snug">
              {DOCUMENT_TYPE_LABELS[summary.documentType]}
            </span>
            <span className={cn('mt-0.5 text-xs', isSelected ? 'text-brand-800' : 'text-slate-500')}>
              {active
                ? `Versão ${active.version} · ${formatShortDate(active.activatedAt ?? active.createdAt)}`
                : 'Nenhuma versão ativa'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
