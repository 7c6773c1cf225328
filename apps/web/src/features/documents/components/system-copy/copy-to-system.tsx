import type { ConsultationView, DocumentRecord } from '@vetvoz/domain';
import { ClipboardCopy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { CopyToSystemDialog } from './copy-to-system-dialog.tsx';

/**
 * For practice systems without an API: one button that puts every ready document of the visit on the
 * clipboard as one text, instead of pasting section by section. Shown once something is ready.
 */
export function CopyToSystem({
  consultation,
  documents,
}: {
  consultation: ConsultationView;
  documents: DocumentRecord[];
}) {
  const [open, setOpen] = useState(false);
  if (!documents.some((record) => record.status === 'ready')) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} className="max-sm:w-full">
        <ClipboardCopy aria-hidden="true" className="size-4" />
        Copiar para o sistema
      </Button>
      {open ? (
        <CopyToSystemDialog
          consultation={consultation}
          documents={documents}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
