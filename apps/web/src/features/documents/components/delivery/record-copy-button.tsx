import type { DocumentRecord } from '@vetvoz/domain';
import { FileDown, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { fetchDocumentPdf, saveFile } from '../../api/document-pdf.ts';

/**
 * A reader's copy for the prontuário: the server signs it with the author's name and CRMV, marks it as a
 * copy and prints nothing the reader typed — so there is nothing to type.
 */
export function RecordCopyButton({ record }: { record: DocumentRecord }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveFile(await fetchDocumentPdf(record.id, {}));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Não foi possível baixar a cópia.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy}>
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <FileDown aria-hidden="true" className="size-4" />
      )}
      Baixar cópia para o prontuário (PDF)
    </Button>
  );
}
