import type { DocumentType, DocumentView, Patient } from '@vetvoz/domain';
import { useMemo, useRef } from 'react';
import { useSheetIssuer } from '../../hooks/use-sheet-issuer.ts';
import { rememberedPlace } from '../../model/issue-place.ts';
import { emptySections, placeBlocks, type SheetSection } from '../../model/sheet-sections.ts';
import { sheetView } from '../../model/sheet-view.ts';
import { useIssueDraft } from '../delivery/issue-draft.tsx';
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
  const issuer = useSheetIssuer();
  const { draft } = useIssueDraft();
  const lastGood = useRef<DocumentView | null>(null);
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
  const placed = placeBlocks(sections, view.blocks);
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
