import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@vetvoz/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { fetchDocumentPdf, saveFile } from '../../api/document-pdf.ts';
import { rememberedPlace } from '../../model/issue-place.ts';
import { useIssueDraft } from './issue-draft.tsx';
import { issueInput } from './issue-input.ts';

/** "Enviar tudo ao tutor": every ready document of the consultation in one go. */
export function SendAllToTutor({ documents }: { consultationId: string; documents: DocumentRecord[] }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { draft, markSent } = useIssueDraft();
  const ready = documents.filter((record) => record.status === 'ready');

  async function downloadAll() {
    setBusy(true);
    try {
      for (const record of ready) {
        saveFile(await fetchDocumentPdf(record.id, issueInput(record.type, draft, rememberedPlace())));
      }
      markSent(
        ready.map((record) => record.id),
        'pdf',
      );
      toast.success('PDFs baixados');
      setOpen(false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Não foi possível baixar os PDFs.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={ready.length === 0}>
        <Send aria-hidden="true" className="size-4" />
        Enviar tudo ao tutor
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        dismissible={!busy}
        title="Enviar tudo ao tutor"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancelar
            </Button>
            <Button onClick={() => void downloadAll()} disabled={busy}>
              Baixar todos os PDFs
            </Button>
          </>
        }
      >
        <ul className="list-disc pl-5 text-slate-700 text-sm">
          {ready.map((record) => (
            <li key={record.id}>{DOCUMENT_TYPE_LABELS[record.type]}</li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
