import type { GroundingFlag, MedicationLine } from '@vetvoz/domain';
import { DoseNotes, doseFlagsOfLine } from '../flags/dose-notes.tsx';
import { MarkedText } from './marked-text.tsx';

// The line's own mark: which receituário it needs (medication-line.ts), set apart from the grey notes.
const CONTROLLED_NOTE = 'Medicamento sujeito a controle especial';

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/**
 * The receita's drugs as the PDF prints them: "1) Produto ······ quantidade", the posology under it and
 * the notes in grey. Long quantities wrap inside their column instead of pushing the line off the sheet.
 */
export function ReceitaTable({
  items,
  marks,
  doseFlags = [],
}: {
  items: MedicationLine[];
  marks: readonly string[];
  /** The dose check's flags, shown under their line with their reasoning (never printed). */
  doseFlags?: readonly GroundingFlag[];
}) {
  return (
    <ol className="grid gap-3">
      {items.map((item) => (
        <li key={item.number} data-medication={item.number}>
          <div className="flex items-end gap-1">
            <p className="min-w-0 font-bold text-[0.95rem] text-slate-900">
              {item.number}) <MarkedText text={item.product} marks={marks} />
            </p>
            {item.quantity ? (
              <>
                <span
                  aria-hidden="true"
                  className="mb-1.5 min-w-4 flex-1 border-slate-400 border-b border-dotted"
                />
                <p className="max-w-[45%] text-right font-bold text-slate-900 text-sm">
                  <span className="sr-only">Quantidade: </span>
                  <MarkedText text={item.quantity} marks={marks} />
                </p>
              </>
            ) : null}
          </div>
          {item.posology ? (
            <p className="pl-4 text-slate-800 leading-relaxed">
              <MarkedText text={`${capitalise(item.posology)}.`} marks={marks} />
            </p>
          ) : null}
          {item.notes.map((note) => (
            <p
              key={note}
              className={
                note.startsWith(CONTROLLED_NOTE)
                  ? 'ml-4 w-fit rounded-md bg-amber-50 px-2 py-0.5 text-amber-900 text-sm'
                  : 'pl-4 text-slate-500 text-sm'
              }
            >
              <MarkedText text={note} marks={marks} />
            </p>
          ))}
          <DoseNotes flags={doseFlagsOfLine(doseFlags, item.number - 1)} className="mt-1 grid gap-1 pl-4" />
        </li>
      ))}
    </ol>
  );
}
