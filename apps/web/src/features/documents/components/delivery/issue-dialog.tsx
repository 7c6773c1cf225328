import { CopyIssueForm } from './copy-issue-form.tsx';
import { EmailIssueForm } from './email-issue-form.tsx';
import type { DeliveryMode, IssueFormProps } from './issue-input.ts';
import { PdfIssueForm } from './pdf-issue-form.tsx';
import { WhatsAppIssueForm } from './whatsapp-issue-form.tsx';

const FORMS = {
  pdf: PdfIssueForm,
  copy: CopyIssueForm,
  whatsapp: WhatsAppIssueForm,
  email: EmailIssueForm,
} satisfies Record<DeliveryMode, (props: IssueFormProps) => unknown>;

/**
 * Issuing one document: the responsável's details the law asks for on it (typed now, printed, never stored),
 * the place, and what this way of sending needs (the tutor's phone or e-mail, used for this send only).
 */
export function IssueDialog({ mode, ...props }: IssueFormProps & { mode: DeliveryMode }) {
  const Form = FORMS[mode];
  return <Form {...props} />;
}
