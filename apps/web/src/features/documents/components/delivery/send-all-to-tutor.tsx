import type { DocumentRecord } from '@vetvoz/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../../components/ui/button.tsx';
import { useIssuerProfile } from '../../api/issuer-profile.ts';
import { SendAllDialog } from './send-all-dialog.tsx';

/** "Enviar tudo ao tutor": every ready document of the consultation in one go. */
export function SendAllToTutor({
  consultationId,
  documents,
}: {
  consultationId: string;
  documents: DocumentRecord[];
}) {
  const [open, setOpen] = useState(false);
  // Loaded before the dialog opens, so whether to ask for the establishment is known at once.
  useIssuerProfile();
  const ready = documents.filter((record) => record.status === 'ready');
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={ready.length === 0}>
        <Send aria-hidden="true" className="size-4" />
        Enviar tudo ao tutor
      </Button>
      {/* In the body: the button's container may style its descendants (full-width buttons on phones). */}
      {open
        ? createPortal(
            <SendAllDialog
              consultationId={consultationId}
              documents={documents}
              onClose={() => setOpen(false)}
            />,
            document.body,
          )
        : null}
    </>
  );
}
