import {
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  describeControlledItem,
  type MedicationItem,
  REQUIRED_ISSUE_DETAILS,
} from '@vetvoz/domain';
import { Copy, FileDown, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { fetchDocumentText } from '../../api/documents.ts';
import { useIssuerProfile } from '../../api/issuer-profile.ts';
import { copyPendingText } from '../../model/clipboard.ts';
import { type Content, listAt, textAt } from '../../model/content-path.ts';
import { rememberedPlace } from '../../model/issue-place.ts';
import { IssueDialog } from './issue-dialog.tsx';
import { useIssueDraft } from './issue-draft.tsx';
import { type DeliveryMode, issueInput, SAVE_BEFORE_ISSUE_MESSAGE } from './issue-input.ts';
import { SentMarkLine } from './sent-mark-line.tsx';

/** PDF, copy, WhatsApp and e-mail for one ready document; each opens the issue form first. */
export function DeliveryActions({
  document: record,
  content,
  ensureSaved,
}: {
  document: DocumentRecord;
  content: Content;
  ensureSaved: () => Promise<boolean>;
}) {
  const [mode, setMode] = useState<DeliveryMode | null>(null);
  const [copying, setCopying] = useState(false);
  const { draft } = useIssueDraft();
  // Loaded before a dialog opens, so whether to ask for the establishment is known at once.
  useIssuerProfile();
  const label = DOCUMENT_TYPE_LABELS[record.type];
  const controlled =
    record.type === 'receita'
      ? listAt(content, 'itens').flatMap((item, index) => {
          const line = describeControlledItem(item as MedicationItem);
          const name = textAt(item, 'farmaco').trim() || `Medicamento ${index + 1}`;
          return line ? [`${name} — ${line}`] : [];
        })
      : [];

  // Copying a document that names no responsável, with the place already known, needs no form: done at once.
  async function copy() {
    const place = rememberedPlace();
    if (REQUIRED_ISSUE_DETAILS[record.type].length > 0 || !place) {
      setMode('copy');
      return;
    }
    setCopying(true);
    try {
      if (!(await ensureSaved())) {
        toast.error(SAVE_BEFORE_ISSUE_MESSAGE);
        return;
      }
      const text = fetchDocumentText(record.id, issueInput(record.type, draft, place));
      await copyPendingText(text.then((answer) => answer.text));
      toast.success('Copiado');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Não foi possível copiar.');
    } finally {
      setCopying(false);
    }
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form control set */}
      <div
        role="group"
        aria-label={`Emitir ${label}`}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
      >
        <Button variant="secondary" size="sm" onClick={() => setMode('pdf')}>
          <FileDown aria-hidden="true" className="size-4" />
          Baixar PDF
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void copy()} disabled={copying}>
          <Copy aria-hidden="true" className="size-4" />
          Copiar
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setMode('whatsapp')}>
          <MessageCircle aria-hidden="true" className="size-4" />
          WhatsApp
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setMode('email')}>
          <Mail aria-hidden="true" className="size-4" />
          E-mail
        </Button>
      </div>
      <SentMarkLine
        documentId={record.id}
        className="mt-1.5 justify-center text-xs sm:justify-start sm:text-sm"
      />
      {mode ? (
        <IssueDialog
          document={record}
          mode={mode}
          controlled={controlled}
          ensureSaved={ensureSaved}
          onClose={() => setMode(null)}
        />
      ) : null}
    </>
  );
}
