import { useQueryClient } from '@tanstack/react-query';
import {
  type DocumentRecord,
  type GroundingFlag,
  isGroundingWarning,
  missingForCompleteness,
  type Patient,
} from '@vetvoz/domain';
import { PencilLine } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { upsertDocuments } from '../hooks/documents-cache.ts';
import { useDocumentAutosave } from '../hooks/use-document-autosave.ts';
import { describePath } from '../model/document-form.ts';
import { openFlags } from '../model/grounding.ts';
import { flagsOfSection, sectionFields, sectionOfPath, sheetSections } from '../model/sheet-sections.ts';
import { Badge } from './badge.tsx';
import { RecordCopyButton } from './delivery/record-copy-button.tsx';
import { useDocumentAccess } from './document-access.tsx';
import { DocumentActionBar } from './document-action-bar.tsx';
import { fieldId } from './editor/field-editors.tsx';
import { SectionEditor } from './editor/section-editor.tsx';
import { CompletenessPanel } from './flags/completeness-panel.tsx';
import { FlagSummary } from './flags/flag-summary.tsx';
import { RestoreDocument } from './restore-document.tsx';
import { SaveIndicator } from './save-indicator.tsx';
import { sectionDomId } from './sheet/section-frame.tsx';
import { SheetOf } from './sheet/sheet-of.tsx';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** Smooth unless the vet asked the system for less motion. */
function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * A ready document: the sheet as it will print, one section edited at a time, its flags counted once
 * with a way to each, and the delivery actions in a bar that stays in reach.
 */
export function ReadyDocument({ record, patient }: { record: DocumentRecord; patient: Patient }) {
  const { readOnly } = useDocumentAccess();
  if (readOnly) return <ReadOnlyDocument record={record} patient={patient} />;
  return <EditableDocument record={record} patient={patient} />;
}

/** A colleague's document, as it prints, with the one thing a reader may do: keep a copy for the prontuário. */
function ReadOnlyDocument({ record, patient }: { record: DocumentRecord; patient: Patient }) {
  const sections = useMemo(() => sheetSections(record.type), [record.type]);
  return (
    <>
      <SheetOf type={record.type} content={record.content} patient={patient} sections={sections} />
      <div className="mt-4 flex justify-center">
        <RecordCopyButton record={record} />
      </div>
    </>
  );
}

function EditableDocument({ record, patient }: { record: DocumentRecord; patient: Patient }) {
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const autosave = useDocumentAutosave(record);
  const [editing, setEditing] = useState<string | null>(null);
  const [jumpTo, setJumpTo] = useState<{ path: string; section: string } | null>(null);
  const sections = useMemo(() => sheetSections(record.type), [record.type]);
  // Every open flag reaches its field (the vet's own values read "Editado por você"); only warnings are
  // counted, listed and marked on the sheet.
  const fieldFlags = openFlags(autosave.content, record.groundingFlags);
  const flags = fieldFlags.filter(isGroundingWarning);
  const placedFlags = flags.map((flag) => ({
    flag,
    place: describePath(record.type, flag.path)?.label ?? 'Documento',
  }));

  // After the section's editor has opened (next frame): unfold, scroll to and focus the flagged box.
  useEffect(() => {
    if (!jumpTo) return;
    requestAnimationFrame(() => {
      const target =
        document.getElementById(fieldId(idPrefix, jumpTo.path)) ??
        document.getElementById(sectionDomId(idPrefix, jumpTo.section));
      const folded = target?.closest('details');
      if (folded) folded.open = true;
      target?.scrollIntoView?.({ block: 'center', behavior: scrollBehaviour() });
      target?.focus({ preventScroll: true });
    });
  }, [jumpTo, idPrefix]);

  function jumpToPath(path: string) {
    const section = sectionOfPath(sections, path);
    if (!section) return;
    setEditing(section.key);
    setJumpTo({ path, section: section.key });
  }
  const jump = (flag: GroundingFlag) => jumpToPath(flag.path);
  const missing = missingForCompleteness({ type: record.type, content: autosave.content, patient });

  function finishEditing() {
    setEditing(null);
    void autosave.flush();
  }

  const ctx = {
    content: autosave.content,
    onChange: autosave.change,
    onBlur: () => void autosave.flush(),
    flags: fieldFlags,
    idPrefix,
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <SaveIndicator state={autosave.state} error={autosave.error} />
          {record.editedAt ? (
            <Badge tone="slate" title={`Editado em ${dateTime.format(new Date(record.editedAt))}`}>
              <PencilLine aria-hidden="true" className="size-3.5" />
              Editado
            </Badge>
          ) : null}
          {record.editedAt ? (
            <RestoreDocument
              document={record}
              beforeRestore={autosave.flush}
              onRestored={(restored) => {
                upsertDocuments(queryClient, record.consultationId, [restored]);
                autosave.reset(restored.content);
                setEditing(null);
              }}
            />
          ) : null}
        </div>
        <FlagSummary flags={placedFlags} onJump={jump} />
      </div>
      <CompletenessPanel items={missing} consultationId={record.consultationId} onJump={jumpToPath} />
      <div className="mt-3">
        <SheetOf
          type={record.type}
          content={autosave.content}
          patient={patient}
          sections={sections}
          editing={{
            idPrefix,
            editing,
            onEdit: (key) => {
              if (editing && editing !== key) void autosave.flush();
              setEditing(key);
            },
            onDone: finishEditing,
            editor: (section) => (
              <SectionEditor type={record.type} fields={sectionFields(record.type, section)} ctx={ctx} />
            ),
            marks: (section) => flagsOfSection(sections, section, flags).map((flag) => flag.value),
            doseFlags: fieldFlags.filter((flag) => flag.kind === 'dose'),
          }}
        />
      </div>
      <DocumentActionBar record={record} content={autosave.content} ensureSaved={autosave.flush} />
    </>
  );
}
