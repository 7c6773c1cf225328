import type { DocumentBlock, DocumentField, GroundingFlag } from '@vetvoz/domain';
import type { ReactNode } from 'react';
import { MarkedText } from './marked-text.tsx';
import { ReceitaTable } from './receita-table.tsx';

/** One block of the shared view model, drawn as the PDF draws it (apps/server/src/documents/pdf). */
export function SheetBlock({
  block,
  marks,
  aside,
  doseFlags,
}: {
  block: DocumentBlock;
  marks: readonly string[];
  /** The receita's dose flags, shown under their medication line. */
  doseFlags?: readonly GroundingFlag[];
  /** Shown at the end of the heading row (the section's "Editar"); blocks without a heading float it. */
  aside?: ReactNode;
}) {
  switch (block.kind) {
    case 'statement':
      return (
        <p className="text-[0.95rem] text-slate-800 leading-7">
          {aside ? <span className="float-right ml-2">{aside}</span> : null}
          <MarkedText text={block.text} marks={marks} />
        </p>
      );
    case 'notice':
      return (
        <p className="border-amber-700 border-l-2 bg-amber-50 px-3 py-2 text-slate-800 text-xs leading-5">
          {aside ? <span className="float-right ml-2">{aside}</span> : null}
          {block.text}
        </p>
      );
    case 'paragraph':
      return (
        <BlockSection heading={block.heading} aside={aside}>
          <p className="whitespace-pre-line text-slate-800 leading-relaxed">
            <MarkedText text={block.text} marks={marks} />
          </p>
        </BlockSection>
      );
    case 'fields':
      return (
        <BlockSection heading={block.heading} aside={aside}>
          <dl className="grid gap-1">
            {block.fields.map((field) => (
              <div key={field.label} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
                <dt className="text-slate-600">{field.label}</dt>
                <dd className="text-slate-800">
                  <MarkedText text={field.value} marks={marks} />
                </dd>
              </div>
            ))}
          </dl>
        </BlockSection>
      );
    case 'list':
      return (
        <BlockSection heading={block.heading} aside={aside}>
          <ul className="grid gap-1">
            {block.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the view's order is its identity
              <li key={index} className="flex gap-2 text-slate-800">
                <span aria-hidden="true" className="text-brand-700">
                  •
                </span>
                <span className="min-w-0">
                  <MarkedText text={item} marks={marks} />
                </span>
              </li>
            ))}
          </ul>
        </BlockSection>
      );
    case 'medications':
      return (
        <BlockSection heading={block.heading} aside={aside}>
          <ReceitaTable items={block.items} marks={marks} doseFlags={doseFlags} />
        </BlockSection>
      );
    case 'entries':
      return (
        <BlockSection heading={block.heading} aside={aside}>
          <ol className="grid gap-2">
            {block.entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the view's order is its identity
              <li key={index} className="rounded-md border border-slate-300 px-3 pt-2 pb-1">
                <p className="font-semibold text-slate-900">
                  {index + 1}. <MarkedText text={entry.title} marks={marks} />
                </p>
                <FieldCells fields={entry.fields} marks={marks} className="mt-1" />
              </li>
            ))}
          </ol>
        </BlockSection>
      );
  }
}

function BlockSection({
  heading,
  aside,
  children,
}: {
  heading: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-1.5 flex items-end justify-between gap-2 border-slate-300 border-b pb-0.5">
        <h4 className="min-w-0 py-0.5 font-bold text-brand-700 text-xs uppercase tracking-wide">{heading}</h4>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** Label over value, as the PDF's panels print the animal and the responsável. */
export function FieldCells({
  fields,
  marks = [],
  className,
}: {
  fields: DocumentField[];
  marks?: readonly string[];
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-4 ${className ?? ''}`}>
      {fields.map((field) => (
        <div key={field.label} className="min-w-0">
          <dt className="wrap-anywhere text-[0.65rem] text-slate-600 uppercase tracking-wider">
            {field.label}
          </dt>
          <dd className="wrap-break-word text-slate-900 text-sm">
            <MarkedText text={field.value} marks={marks} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
