import type { DocumentView, GroundingFlag } from '@vetvoz/domain';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlacedBlocks, SheetSection } from '../../model/sheet-sections.ts';
import { SectionFrame, sectionDomId } from './section-frame.tsx';
import { FieldCells, SheetBlock } from './sheet-blocks.tsx';

export interface SheetEditing {
  idPrefix: string;
  /** The section whose editor is open, if any. */
  editing: string | null;
  onEdit: (key: string) => void;
  onDone: () => void;
  editor: (section: SheetSection) => ReactNode;
  /** Flagged words per section key: marked on the page, counted beside "Editar". */
  marks: (section: SheetSection) => string[];
  /** The dose check's open flags (receita): their reasoning shows under each medication line. */
  doseFlags?: readonly GroundingFlag[];
}

/**
 * The document on screen as it will print: header, title, animal and responsável panels, the body in
 * the view model's order, place, date and signature. Sections open their editor in place; sections with
 * nothing to print are offered under the body instead of shown empty.
 */
export function DocumentSheet({
  view,
  placed,
  empty,
  patientSection,
  editing,
  writing = false,
}: {
  view: DocumentView;
  placed: PlacedBlocks[];
  empty: SheetSection[];
  /** Extra identification printed with the animal (receita, atestados). */
  patientSection: SheetSection | null;
  /** Absent while the document is still being written: read-only. */
  editing?: SheetEditing;
  writing?: boolean;
}) {
  const open = editing?.editing;
  const emptyOpen = empty.find((section) => section.key === open);
  const frame = (section: SheetSection, children: (controls: ReactNode) => ReactNode) =>
    editing ? (
      <SectionFrame
        key={section.key}
        id={sectionDomId(editing.idPrefix, section.key)}
        title={section.title}
        editing={open === section.key}
        flagCount={editing.marks(section).length}
        onEdit={() => editing.onEdit(section.key)}
        onDone={editing.onDone}
        editor={open === section.key ? editing.editor(section) : null}
      >
        {children}
      </SectionFrame>
    ) : (
      <div key={section.key}>{children(null)}</div>
    );

  return (
    <div className="mx-auto w-full max-w-[52rem] rounded-sm bg-white px-4 py-6 text-slate-900 text-sm shadow-[0_1px_3px_rgb(15_23_42/0.12),0_8px_24px_-12px_rgb(15_23_42/0.25)] ring-1 ring-slate-200 sm:px-12 sm:py-10">
      <SheetHeader view={view} />
      <div className="mt-4 mb-5 text-center">
        <p className="font-bold text-lg uppercase tracking-[0.18em]">{view.title}</p>
        {view.subtitle ? (
          <p className="mt-0.5 text-slate-500 text-xs uppercase tracking-widest">{view.subtitle}</p>
        ) : null}
      </div>
      <div className="grid gap-3">
        {patientSection ? (
          frame(patientSection, (controls) => (
            <Panel caption="Animal" aside={controls}>
              <FieldCells fields={view.patient} marks={editing?.marks(patientSection)} />
            </Panel>
          ))
        ) : (
          <Panel caption="Animal">
            <FieldCells fields={view.patient} />
          </Panel>
        )}
        {view.responsavel.length > 0 ? (
          <Panel caption="Responsável pelo animal">
            <FieldCells fields={view.responsavel} />
          </Panel>
        ) : null}
      </div>
      <div className="mt-5 grid gap-3 sm:gap-4">
        {placed.map((run, index) => {
          const marks = run.section && editing ? editing.marks(run.section) : [];
          const body = (controls: ReactNode) =>
            run.blocks.map((block, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the view's order is its identity
              <div key={i} className={i > 0 ? 'mt-3' : undefined}>
                <SheetBlock
                  block={block}
                  marks={marks}
                  aside={i === 0 ? controls : undefined}
                  doseFlags={editing?.doseFlags}
                />
              </div>
            ));
          return run.section ? (
            frame(run.section, body)
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: runs follow the view's order
            <div key={`solto-${index}`}>{body(null)}</div>
          );
        })}
        {emptyOpen ? frame(emptyOpen, () => null) : null}
        {writing ? <WritingPlaceholder /> : null}
      </div>
      {editing && empty.length > 0 ? (
        <div className="mt-6 rounded-xl border border-slate-300 border-dashed p-3 print:hidden">
          <p className="text-slate-500 text-xs">Sem conteúdo, fora do documento:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {empty
              .filter((section) => section.key !== open)
              .map((section) => (
                <li key={section.key}>
                  <button
                    type="button"
                    onClick={() => editing.onEdit(section.key)}
                    className="inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-200 bg-slate-50 px-3 text-slate-700 text-sm hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 sm:min-h-8"
                  >
                    <Plus aria-hidden="true" className="size-3.5" />
                    {section.title}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-10 text-slate-800">
        <p className="text-right">{view.placeAndDate}</p>
        <div className="mx-auto mt-12 w-60 max-w-full border-slate-800 border-t pt-1 text-center">
          <p className="font-bold">{view.signature.name}</p>
          <p className="text-slate-500 text-xs">{view.signature.crmv}</p>
        </div>
      </div>
      <p className="mt-8 border-slate-200 border-t pt-2 text-[0.7rem] text-slate-500 leading-snug">
        {view.aiNotice}
      </p>
    </div>
  );
}

function SheetHeader({ view }: { view: DocumentView }) {
  const establishment = view.issuer.establishment;
  return (
    <div className="flex flex-col gap-2 border-brand-700 border-b-2 pb-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-bold text-base leading-tight">{view.issuer.name}</p>
        <p className="text-slate-600 text-xs">{view.issuer.crmv}</p>
      </div>
      {establishment ? (
        <div className="min-w-0 text-slate-600 text-xs sm:max-w-[58%] sm:text-right">
          <p className="font-bold text-slate-900 text-sm">{establishment.name}</p>
          {establishment.details.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Panel({ caption, aside, children }: { caption: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <div className="mb-1 flex items-end justify-between gap-2">
        <p className="font-bold text-[0.7rem] text-brand-700 uppercase tracking-wide">{caption}</p>
        {aside}
      </div>
      <div className="rounded bg-slate-100 px-3 py-2">{children}</div>
    </div>
  );
}

/** Where the next words will land; not announced (the tab's status is). */
function WritingPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-2.5 motion-safe:animate-pulse">
      <div className="h-2.5 w-1/4 rounded bg-brand-100" />
      <div className="h-2.5 w-full rounded bg-slate-200" />
      <div className="h-2.5 w-11/12 rounded bg-slate-200" />
      <div className="h-2.5 w-2/3 rounded bg-slate-200" />
    </div>
  );
}
