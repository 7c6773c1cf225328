import { emailDocumentSchema } from '@vetvoz/domain';
import { useContext } from 'react';
import { z } from 'zod';
import { toast } from '../../../../components/ui/toast/index.ts';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { emailDocument } from '../../api/documents.ts';
import { rememberPlace } from '../../model/issue-place.ts';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';
import { IssueDialogShell } from './issue-dialog-shell.tsx';
import { useIssueDraft } from './issue-draft.tsx';
import type { IssueFormProps } from './issue-input.ts';
import { MessageField } from './message-field.tsx';
import { ResponsavelFields } from './responsavel-fields.tsx';
import { useIssueForm } from './use-issue-form.ts';
import { useTutorLink } from './use-tutor-link.ts';

/** The e-mail route's own rules for the address and the message, on the form's field names. */
const EMAIL_CONTACT = {
  email: z.string().trim().pipe(emailDocumentSchema.shape.to),
  message: emailDocumentSchema.shape.message,
};

/** Enviar por e-mail: the PDF attached, to the tutor's address from the visit's draft (used for this send only). */
export function EmailIssueForm({ document: record, controlled, ensureSaved, onClose }: IssueFormProps) {
  const user = useContext(AuthContext)?.user ?? null;
  const needsConfirmedEmail = user?.emailVerified === false;
  const { markSent } = useIssueDraft();
  const makeLink = useTutorLink();
  const form = useIssueForm({
    record,
    ensureSaved,
    contact: EMAIL_CONTACT,
    async send(input, values) {
      const message = values.message.trim();
      const link = await makeLink(record.consultationId, [record], () => input);
      const answer = await emailDocument(record.id, {
        ...input,
        to: values.email.trim(),
        tutorLink: link.url,
        ...(message ? { message } : {}),
      });
      rememberPlace(values.place);
      markSent([record.id], 'email');
      toast.success(answer.message);
      onClose();
    },
  });

  return (
    <IssueDialogShell
      form={form}
      mode="email"
      controlled={controlled}
      submitDisabled={needsConfirmedEmail}
      onClose={onClose}
    >
      {needsConfirmedEmail ? <EmailConfirmationNotice /> : null}
      <ResponsavelFields
        idPrefix={form.formId}
        fields={['email']}
        errors={form.errors}
        values={form.values}
        onChange={(field, value) => form.set(field, value)}
      />
      <MessageField
        id={`${form.formId}-message`}
        value={form.values.message}
        error={form.errors.message}
        onChange={(value) => form.set('message', value)}
      />
    </IssueDialogShell>
  );
}
