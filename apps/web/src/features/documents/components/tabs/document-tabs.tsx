import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPE_SHORT_LABELS,
  type DocumentRecord,
  type DocumentType,
} from '@vetvoz/domain';
import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { flagCountLabel, openWarnings } from '../../model/grounding.ts';

export const tabIds = (prefix: string, type: DocumentType) => ({
  tab: `${prefix}-aba-${type}`,
  panel: `${prefix}-painel-${type}`,
});

/** Worded so that it agrees with every label (a receita, an atestado, the orientações). */
export function announcement(record: DocumentRecord): string {
  const label = DOCUMENT_TYPE_LABELS[record.type];
  if (record.status === 'generating') return `Gerando: ${label}…`;
  if (record.status === 'ready') return `Documento pronto: ${label}.`;
  return `Não foi possível gerar: ${label}. ${record.errorMessage ?? ''}`.trim();
}

/**
 * One tab per document with its state, so any document — the receita above all — is one tap away.
 * Arrow keys move between tabs (automatic activation: showing a document is cheap); on a phone the strip
 * scrolls sideways. The live regions sit here, outside the panels, so a hidden document is still heard.
 */
export function DocumentTabs({
  idPrefix,
  documents,
  selected,
  onSelect,
  after,
}: {
  idPrefix: string;
  documents: DocumentRecord[];
  selected: DocumentType;
  onSelect: (type: DocumentType) => void;
  after?: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);

  // The shown tab is kept in the strip's view when the strip scrolls sideways (phones) — the strip only:
  // scrollIntoView would move the page too.
  useEffect(() => {
    const strip = list.current;
    const active = document.getElementById(tabIds(idPrefix, selected).tab);
    if (!strip || !active) return;
    const left = active.offsetLeft;
    if (left < strip.scrollLeft) strip.scrollLeft = left;
    else if (left + active.offsetWidth > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = left + active.offsetWidth - strip.clientWidth;
  }, [idPrefix, selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = documents.findIndex((record) => record.type === selected);
    const last = documents.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : documents[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.type);
    document.getElementById(tabIds(idPrefix, target.type).tab)?.focus();
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <div
        ref={list}
        role="tablist"
        aria-label="Documentos da consulta"
        onKeyDown={onKeyDown}
        className="-mb-px relative flex min-w-0 flex-1 snap-x gap-1 overflow-x-auto [scrollbar-width:thin] max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)]"
      >
        {documents.map((record) => (
          <Tab
            key={record.type}
            idPrefix={idPrefix}
            record={record}
            active={record.type === selected}
            onSelect={onSelect}
          />
        ))}
      </div>
      {after}
      <div className="sr-only">
        {documents.map((record) => (
          <p key={record.type} role="status">
            {announcement(record)}
          </p>
        ))}
      </div>
    </div>
  );
}

function Tab({
  idPrefix,
  record,
  active,
  onSelect,
}: {
  idPrefix: string;
  record: DocumentRecord;
  active: boolean;
  onSelect: (type: DocumentType) => void;
}) {
  const ids = tabIds(idPrefix, record.type);
  const count = record.status === 'ready' ? openWarnings(record.content, record.groundingFlags).length : 0;
  return (
    <button
      type="button"
      role="tab"
      id={ids.tab}
      aria-selected={active}
      aria-controls={ids.panel}
      aria-label={`${DOCUMENT_TYPE_LABELS[record.type]} (${STATUS_WORDS[record.status]})${count > 0 ? `, ${flagCountLabel(count)}` : ''}`}
      tabIndex={active ? 0 : -1}
      onClick={() => onSelect(record.type)}
      className={cn(
        'relative inline-flex min-h-11 shrink-0 snap-start items-center gap-1.5 rounded-t-xl border-b-2 px-2.5 py-2 sm:gap-2 sm:px-3.5 font-medium text-sm transition-colors motion-reduce:transition-none',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset',
        active
          ? 'border-brand-700 bg-white text-brand-800'
          : 'border-transparent text-slate-600 hover:bg-white/70 hover:text-slate-900',
      )}
    >
      <StatusIcon record={record} />
      {/* Short on a phone so every tab fits; the tab's name (aria-label) is always the full one. */}
      <span className="whitespace-nowrap sm:hidden">{DOCUMENT_TYPE_SHORT_LABELS[record.type]}</span>
      <span className="whitespace-nowrap max-sm:hidden">{DOCUMENT_TYPE_LABELS[record.type]}</span>
      {count > 0 ? (
        <span className="inline-flex items-center gap-0.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-amber-900 text-xs">
          <TriangleAlert aria-hidden="true" className="size-3" />
          {count}
        </span>
      ) : null}
    </button>
  );
}

// The tab's name says its state in words ("Receita (pronto), 1 item para conferir"); the icons are for the eye.
const STATUS_WORDS: Record<DocumentRecord['status'], string> = {
  generating: 'gerando',
  ready: 'pronto',
  failed: 'falhou',
};

function StatusIcon({ record }: { record: DocumentRecord }) {
  if (record.status === 'generating')
    return (
      <LoaderCircle
        aria-hidden="true"
        className="size-4 animate-spin text-brand-600 motion-reduce:animate-none"
      />
    );
  if (record.status === 'failed') return <CircleAlert aria-hidden="true" className="size-4 text-red-600" />;
  return <CircleCheck aria-hidden="true" className="size-4 text-brand-600" />;
}
