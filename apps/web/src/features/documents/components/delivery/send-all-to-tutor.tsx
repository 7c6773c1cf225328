import type { DocumentRecord, DocumentType } from '@vetvoz/domain';
import { FileHeart, Send } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../../components/ui/button.tsx';
import { useIssuerProfile } from '../../api/issuer-profile.ts';
import { SendAllDialog } from './send-all-dialog.tsx';

/**
 * The prontuário entry as VetVoz drafts it. The responsável is owed a copy (within 5 business days of asking,
 * docs/document-completeness.md): one tap opens the same send dialog with these ticked.
 */
const PRONTUARIO_TYPES: readonly DocumentType[] = ['anamnese', 'diagnostico'];

/** "Enviar tudo ao tutor": every ready document of the consultation in one go. */
export function SendAllToTutor({
  consultationId,
  documents,
}: {
  consultationId: string;
  documents: DocumentRecord[];
}) {
  const [open, setOpen] = useState<'all' | 'prontuario' | null>(null);
  // Loaded before the dialog opens, so whether to ask for the establishment is known at once.
  useIssuerProfile();
  const ready = documents.filter((record) => record.status === 'ready');
  const hasRecord = ready.some((record) => PRONTUARIO_TYPES.includes(record.type));
  return (
    <>
      {hasRecord ? (
        <Button variant="secondary" onClick={() => setOpen('prontuario')}>
          <FileHeart aria-hidden="true" className="size-4" />
          Cópia do prontuário ao tutor
        </Button>
      ) : null}
      <Button onClick={() => setOpen('all')} disabled={ready.length === 0}>
        <Send aria-hidden="true" className="size-4" />
        Enviar tudo ao tutor
      </Button>
      {/* In the body: the button's container may style its descendants (full-width buttons on phones). */}
      {open
        ? createPortal(
            <SendAllDialog
              consultationId={consultationId}
              documents={documents}
              onClose={() => setOpen(null)}
              only={open === 'prontuario' ? PRONTUARIO_TYPES : undefined}
            />,
            document.body,
          )
        : null}
    </>
  );
}
