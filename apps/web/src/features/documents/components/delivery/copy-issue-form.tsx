import { toast } from '../../../../components/ui/toast/index.ts';
import { fetchDocumentText } from '../../api/documents.ts';
import { copyPendingText } from '../../model/clipboard.ts';
import { rememberPlace } from '../../model/issue-place.ts';
import { IssueDialogShell } from './issue-dialog-shell.tsx';
import type { IssueFormProps } from './issue-input.ts';
import { useIssueForm } from './use-issue-form.ts';

/** Copiar texto: the document as plain text on the clipboard. */
export function CopyIssueForm({ document: record, controlled, ensureSaved, onClose }: IssueFormProps) {
  const form = useIssueForm({
    record,
    ensureSaved,
    async send(input, values) {
      await copyPendingText(fetchDocumentText(record.id, input).then((answer) => answer.text));
      rememberPlace(values.place);
      toast.success('Copiado');
      onClose();
    },
  });
  return <IssueDialogShell form={form} mode="copy" controlled={controlled} onClose={onClose} />;
}
