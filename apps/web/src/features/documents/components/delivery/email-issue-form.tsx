import { emailDocumentSchema } from '@vetvoz/domain';
import { useContext, useState } from 'react';
import { toast } from '../../../../components/ui/toast/index.ts';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { emailDocument } from '../../api/documents.ts';
import { rememberPlace } from '../../model/issue-place.ts';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';
import { IssueDialogShell } from './issue-dialog-shell.tsx';
import { useIssueDraft } from './issue-draft.tsx';
import type { IssueErrors, IssueFormProps } from './issue-input.ts';
import { MessageField } from './message-field.tsx';
import { ResponsavelFields } from './responsavel-fields.tsx';
import { type ContactCheck, useIssueForm } from './use-issue-form.ts';

/** Enviar por e-mail: the PDF attached, to the tutor's address from the visit's draft (used for this send only). */
export function EmailIssueForm({ document: record, controlled, ensureSaved, onClose }: IssueFormProps) {
  const user = useContext(AuthContext)?.user ?? null;
  const needsConfirmedEmail = user?.emailVerified === false;
  const { draft, markSent } = useIssueDraft();
  const form = useIssueForm({ record, ensureSaved });
  const [message, setMessage] = useState('');
  const to = draft.email.trim();

  const checkContact: ContactCheck = (input) => {
    const found: IssueErrors = {};
    const email = emailDocumentSchema.safeParse({ ...input, to, message: message || undefined });
    for (const issue of email.success ? [] : email.error.issues) {
      const key = issue.path[0];
      if (key === 'to') found.email ??= issue.message;
      if (key === 'message') found.message ??= issue.message;
    }
    return found;
  };

  const onSubmit = form.submitWith(checkContact, async (input) => {
    const answer = await emailDocument(record.id, {
      ...input,
      to,
      ...(message.trim() ? { message: message.trim() } : {}),
    });
    rememberPlace(form.place);
    markSent([record.id], 'email');
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
      {needsConfirmedEmail ? <EmailConfirmationNotice /> : null}
      <ResponsavelFields
        idPrefix={form.formId}
        fields={['email']}
        errors={{ email: form.errors.email }}
        onEdit={() => form.clearError('email')}
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
