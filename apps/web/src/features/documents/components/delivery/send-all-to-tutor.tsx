import type { DocumentRecord } from '@vetvoz/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
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
  const ready = documents.filter((record) => record.status === 'ready');
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={ready.length === 0}>
        <Send aria-hidden="true" className="size-4" />
        Enviar tudo ao tutor
      </Button>
      {open ? (
        <SendAllDialog consultationId={consultationId} documents={documents} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
