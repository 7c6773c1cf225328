import { toast } from '../../../../components/ui/toast/index.ts';
import { fetchDocumentPdf, saveFile } from '../../api/document-pdf.ts';
import { rememberPlace } from '../../model/issue-place.ts';
import { IssueDialogShell } from './issue-dialog-shell.tsx';
import { useIssueDraft } from './issue-draft.tsx';
import type { IssueFormProps } from './issue-input.ts';
import { useIssueForm } from './use-issue-form.ts';

/** Baixar PDF: the document, filled in, saved on this device. */
export function PdfIssueForm({ document: record, controlled, ensureSaved, onClose }: IssueFormProps) {
  const { markSent } = useIssueDraft();
  const form = useIssueForm({
    record,
    ensureSaved,
    async send(input, values) {
      const pdf = await fetchDocumentPdf(record.id, input);
      saveFile(pdf);
      rememberPlace(values.place);
      markSent([record.id], 'pdf');
      toast.success('PDF baixado', { message: pdf.fileName });
      onClose();
    },
  });
  return <IssueDialogShell form={form} mode="pdf" controlled={controlled} onClose={onClose} />;
}
