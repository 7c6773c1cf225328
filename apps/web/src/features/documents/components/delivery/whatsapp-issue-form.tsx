import { DOCUMENT_TYPE_LABELS, type IssueDocumentInput } from '@vetvoz/domain';
import { LoaderCircle, Share2 } from 'lucide-react';
import { useContext, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { fetchDocumentPdf, pdfFile } from '../../api/document-pdf.ts';
import { signerOf, useIssuerProfile } from '../../api/issuer-profile.ts';
import { rememberPlace } from '../../model/issue-place.ts';
import { canSharePdfFiles } from '../../model/share.ts';
import {
  isOptionalWhatsAppPhone,
  tutorMessage,
  WHATSAPP_PHONE_MESSAGE,
  whatsAppUrl,
} from '../../model/whatsapp.ts';
import { IssueDialogShell } from './issue-dialog-shell.tsx';
import { useIssueDraft } from './issue-draft.tsx';
import type { IssueFormProps } from './issue-input.ts';
import { ResponsavelFields } from './responsavel-fields.tsx';
import { type IssueValues, useIssueForm } from './use-issue-form.ts';
import { useTutorLink } from './use-tutor-link.ts';

/**
 * Enviar pelo WhatsApp: a short message with the tutor's private link in a wa.me link to their phone (from
 * the visit's draft, used for this send only); on a phone that shares files, the PDF itself.
 */
export function WhatsAppIssueForm({ document: record, controlled, ensureSaved, onClose }: IssueFormProps) {
  const { markSent, patientName } = useIssueDraft();
  const makeLink = useTutorLink();
  const profile = useIssuerProfile();
  const user = useContext(AuthContext)?.user ?? null;
  const [blockedLink, setBlockedLink] = useState<string | null>(null);
  const [sharedFile, setSharedFile] = useState<File | null>(null);
  const shareable = useMemo(() => canSharePdfFiles(), []);
  const message = (values: IssueValues, link?: { url: string; expiresAt: string }) =>
    tutorMessage({
      tutorName: values.responsavelNome,
      documents: [DOCUMENT_TYPE_LABELS[record.type]],
      ...signerOf(profile.data, user?.name ?? ''),
      patientName,
      link,
    });

  async function openChat(input: IssueDocumentInput, values: IssueValues) {
    // A short message with the tutor's private link: the document opens on the phone, as text and PDF.
    const link = await makeLink(record.consultationId, [record], () => input);
    rememberPlace(values.place);
    const url = whatsAppUrl(values.telefone, message(values, link));
    markSent([record.id], 'whatsapp');
    const opened = window.open(url, '_blank');
    if (opened) {
      opened.opener = null;
      onClose();
    } else {
      // A popup blocker (the text was fetched after the click): the vet opens it by hand.
      setBlockedLink(url);
    }
  }

  async function sharePdf(input: IssueDocumentInput, values: IssueValues) {
    const file = sharedFile ?? pdfFile(await fetchDocumentPdf(record.id, input));
    rememberPlace(values.place);
    try {
      await navigator.share({
        files: [file],
        title: `${DOCUMENT_TYPE_LABELS[record.type]} — VetVoz`,
        text: message(values),
      });
      setSharedFile(null);
      markSent([record.id], 'share');
      onClose();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      if (name === 'AbortError') return;
      if (name === 'NotAllowedError') {
        // Fetching the PDF outlasted the tap: the file is ready, one more tap shares it.
        setSharedFile(file);
        return;
      }
      throw new Error('Não foi possível compartilhar o PDF neste aparelho.');
    }
  }

  const form = useIssueForm({
    record,
    ensureSaved,
    // The phone is for the link (blank: WhatsApp asks for the contact); the share sheet picks its own.
    check: (values, kind) =>
      kind === 'submit' && !isOptionalWhatsAppPhone(values.telefone)
        ? { telefone: WHATSAPP_PHONE_MESSAGE }
        : {},
    // Anything typed changes the document: a file prepared for sharing is stale.
    onEdited: () => {
      setSharedFile(null);
      setBlockedLink(null);
    },
    send: (input, values, kind) => (kind === 'share' ? sharePdf(input, values) : openChat(input, values)),
  });

  return (
    <IssueDialogShell
      form={form}
      mode="whatsapp"
      controlled={controlled}
      onClose={onClose}
      after={
        <>
          {blockedLink ? (
            <p
              role="status"
              className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-slate-700 text-sm"
            >
              O navegador não abriu a nova aba.{' '}
              <a
                href={blockedLink}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
                onClick={onClose}
              >
                Abrir conversa no WhatsApp
              </a>
            </p>
          ) : null}
          {shareable ? (
            <div className="border-slate-200 border-t pt-4">
              <p className="text-slate-600 text-sm">
                No celular, você também pode enviar o PDF pelo WhatsApp ou outro aplicativo.
              </p>
              <Button
                type="submit"
                form={form.formId}
                variant="secondary"
                className="mt-2 w-full sm:w-auto"
                onClick={() => form.intend('share')}
                disabled={form.busy !== null}
              >
                {form.busy === 'share' ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Share2 aria-hidden="true" className="size-4" />
                )}
                {sharedFile ? 'Compartilhar o PDF agora' : 'Compartilhar PDF'}
              </Button>
            </div>
          ) : null}
        </>
      }
    >
      <ResponsavelFields
        idPrefix={form.formId}
        fields={['telefone']}
        errors={form.errors}
        values={form.values}
        onChange={(field, value) => form.set(field, value)}
      />
    </IssueDialogShell>
  );
}
