import { emailDocumentSchema } from '@vetvoz/domain';
import { TriangleAlert } from 'lucide-react';
import { useContext, useState } from 'react';
import { ResendConfirmation } from '../../../../components/ui/resend-confirmation.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { emailDocument } from '../../api/documents.ts';
import { rememberPlace } from '../../model/issue-place.ts';
import { IssueDialogShell } from './issue-dialog-shell.tsx';
import type { IssueErrors, IssueFormProps } from './issue-input.ts';
import { MessageField } from './message-field.tsx';
import { type ContactCheck, useIssueForm } from './use-issue-form.ts';

/** Enviar por e-mail: the PDF attached, to an address used for this send only. */
export function EmailIssueForm({ document: record, controlled, ensureSaved, onClose }: IssueFormProps) {
  const user = useContext(AuthContext)?.user ?? null;
  // The server refuses document e-mail until the vet's own address is confirmed (decision 014).
  const needsConfirmedEmail = user?.emailVerified === false;
  const form = useIssueForm({ record, ensureSaved });
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');

  const checkContact: ContactCheck = (input) => {
    const found: IssueErrors = {};
    const email = emailDocumentSchema.safeParse({ ...input, to: to.trim(), message: message || undefined });
    if (!email.success) {
      for (const issue of email.error.issues) {
        const key = issue.path[0];
        if (key === 'to' || key === 'message') found[key] ??= issue.message;
      }
    }
    return found;
  };

  const onSubmit = form.submitWith(checkContact, async (input) => {
    const answer = await emailDocument(record.id, {
      ...input,
      to: to.trim(),
      ...(message.trim() ? { message: message.trim() } : {}),
    });
    rememberPlace(form.place);
    toast.success(answer.message);
    onClose();
  });

  return (
    <IssueDialogShell
      form={form}
      mode="email"
      controlled={controlled}
      submitDisabled={needsConfirmedEmail}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {needsConfirmedEmail ? (
        <div className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <p role="alert" className="flex items-start gap-2 text-amber-900 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>
              Confirme seu e-mail antes de enviar documentos por e-mail. Abra o link que enviamos para{' '}
              <span className="break-all font-semibold">{user?.email}</span> ou peça um novo.
            </span>
          </p>
          <ResendConfirmation />
        </div>
      ) : null}
      <TextField
        id={`${form.formId}-to`}
        label="E-mail do tutor"
        type="email"
        inputMode="email"
        autoComplete="off"
        hint="Usado só para este envio; não fica salvo. O PDF vai anexado."
        value={to}
        error={form.errors.to}
        onChange={(event) => {
          setTo(event.target.value);
          form.clearError('to');
        }}
      />
      <MessageField
        id={`${form.formId}-message`}
        value={message}
        error={form.errors.message}
        onChange={setMessage}
      />
    </IssueDialogShell>
  );
}
