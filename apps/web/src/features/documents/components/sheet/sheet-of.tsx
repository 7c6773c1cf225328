import type { DocumentType, DocumentView, Patient } from '@vetvoz/domain';
import { useMemo, useRef } from 'react';
import { useSheetIssuer } from '../../hooks/use-sheet-issuer.ts';
import { rememberedPlace } from '../../model/issue-place.ts';
import {
  emptySections,
  type PlacedBlocks,
  placeBlocks,
  type SheetSection,
} from '../../model/sheet-sections.ts';
import { sheetView } from '../../model/sheet-view.ts';
import { useIssueDraft } from '../delivery/issue-draft.tsx';
import { authorIssuer, useDocumentAccess } from '../document-access.tsx';
import { DocumentSheet, type SheetEditing } from './document-sheet.tsx';

/**
 * A document's content turned into its sheet: the shared view model with the vet from the profile, the
 * responsável typed for this visit and today's date — what the tutor would receive if issued now.
 */
export function SheetOf({
  type,
  content,
  patient,
  sections,
  editing,
  writing = false,
}: {
  type: DocumentType;
  content: unknown;
  patient: Patient;
  sections: SheetSection[];
  editing?: SheetEditing;
  /** Still being written by the model: the sheet ends in a placeholder for what is to come. */
  writing?: boolean;
}) {
  const own = useSheetIssuer();
  const { author } = useDocumentAccess();
  const issuer = useMemo(() => (author ? authorIssuer(author) : own), [author, own]);
  const { draft } = useIssueDraft();
  const lastGood = useRef<DocumentView | null>(null);
  const pinned = useRef<Pin | null>(null);
  const built = useMemo(
    () =>
      sheetView({
        type,
        content,
        patient,
        issuer,
        responsavel: draft,
        place: rememberedPlace(),
        date: new Date(),
      }),
    [type, content, patient, issuer, draft],
  );
  // A value the schema refuses while it is typed (too long) keeps the last sheet rather than a blank.
  if (built) lastGood.current = built;
  const view = built ?? lastGood.current;
  if (!view) return null;
  const printed = placeBlocks(sections, view.blocks);
  const placed = keepOpenSectionInPlace(sections, printed, pinned, editing?.editing ?? null);
  return (
    <DocumentSheet
      view={view}
      placed={placed}
      empty={emptySections(sections, placed)}
      patientSection={sections.find((section) => section.inPatientPanel) ?? null}
      editing={editing}
      writing={writing}
    />
  );
}

interface Pin {
  key: string;
  /** Index of its run when the editor opened; null when it opened empty (shown after the body). */
  index: number | null;
}

/**
 * The open editor stays where it opened while its content changes: emptying a section (or filling an
 * empty one) would otherwise move it, and remounting the editor would drop the focus under the vet's
 * fingers. It takes its printed place again when closed.
 */
function keepOpenSectionInPlace(
  sections: SheetSection[],
  printed: PlacedBlocks[],
  pin: { current: Pin | null },
  open: string | null,
): PlacedBlocks[] {
  if (!open) {
    pin.current = null;
    return printed;
  }
  if (pin.current?.key !== open) {
    const index = printed.findIndex((run) => run.section?.key === open);
    pin.current = { key: open, index: index >= 0 ? index : null };
  }
  const { index } = pin.current;
  if (index === null) return printed.filter((run) => run.section?.key !== open);
  const current = printed.find((run) => run.section?.key === open);
  const others = printed.filter((run) => run.section?.key !== open);
  const section = sections.find((candidate) => candidate.key === open);
  if (!section || section.inPatientPanel) return printed;
  const run = current ?? { section, blocks: [] };
  return [...others.slice(0, index), run, ...others.slice(index)];
}
