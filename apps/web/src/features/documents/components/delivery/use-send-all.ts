import {
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  ERROR_MESSAGES,
  issueDetailsSchema,
} from '@vetvoz/domain';
import { useContext, useState } from 'react';
import { z } from 'zod';
import { toast } from '../../../../components/ui/toast/index.ts';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { fetchDocumentPdf, pdfFile, saveFile } from '../../api/document-pdf.ts';
import { emailAllDocuments } from '../../api/documents.ts';
import { signerOf, useIssuerProfile } from '../../api/issuer-profile.ts';
import { rememberedPlace, rememberPlace } from '../../model/issue-place.ts';
import {
  isOptionalWhatsAppPhone,
  tutorMessage,
  WHATSAPP_PHONE_MESSAGE,
  whatsAppUrl,
} from '../../model/whatsapp.ts';
import { useIssueDraft } from './issue-draft.tsx';
import { issueInput } from './issue-input.ts';
import type { ResponsavelField } from './responsavel-fields.tsx';
import { useTutorLink } from './use-tutor-link.ts';

export type SendAllWay = 'email' | 'whatsapp' | 'pdf';
export type SendAllBusy = SendAllWay | 'share' | null;
export type SendAllErrors = Partial<Record<ResponsavelField | 'place' | 'message', string>>;

const emailSchema = z.email('Informe um e-mail válido.').max(254, 'E-mail longo demais.');

/**
 * What "Enviar tudo ao tutor" does with the visit's ready documents: one e-mail with every PDF, one share
 * of every PDF (phones), one WhatsApp message with the tutor's private link, or every PDF downloaded.
 * Each success marks the documents sent for this visit.
 */
export function useSendAll({
  consultationId,
  ready,
  onDone,
}: {
  consultationId: string;
  ready: DocumentRecord[];
  onDone: () => void;
}) {
  const { draft, markSent, patientName } = useIssueDraft();
  const makeLink = useTutorLink();
  const profile = useIssuerProfile();
  const user = useContext(AuthContext)?.user ?? null;
  const signer = signerOf(profile.data, user?.name ?? '');
  const [place, setPlace] = useState(rememberedPlace);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<SendAllErrors>({});
  const [busy, setBusy] = useState<SendAllBusy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [blockedLink, setBlockedLink] = useState<string | null>(null);
  // Fetching the PDFs may outlast the tap that allows sharing: the files wait for one more tap.
  const [sharedFiles, setSharedFiles] = useState<File[] | null>(null);
  const labels = ready.map((record) => DOCUMENT_TYPE_LABELS[record.type]);
  const ids = ready.map((record) => record.id);

  /** The responsável's details and the place, checked like the single issue form checks them. */
  function checkIssue(found: SendAllErrors) {
    const details = issueDetailsSchema.safeParse({
      responsavelNome: draft.responsavelNome,
      responsavelCpf: draft.responsavelCpf,
      responsavelEndereco: draft.responsavelEndereco,
    });
    for (const issue of details.success ? [] : details.error.issues) {
      const key = issue.path[0] as ResponsavelField;
      found[key] ??= issue.message;
    }
    if (place.trim().length > 120) found.place = 'Local longo demais.';
  }

  function check(way: SendAllWay | 'share', idPrefix: string): boolean {
    const found: SendAllErrors = {};
    if (way === 'email') {
      const email = emailSchema.safeParse(draft.email.trim());
      if (!email.success) found.email = email.error.issues[0]?.message;
    }
    if (way === 'whatsapp' && !isOptionalWhatsAppPhone(draft.telefone))
      found.telefone = WHATSAPP_PHONE_MESSAGE;
    checkIssue(found);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) window.document.getElementById(`${idPrefix}-${first}`)?.focus();
    return !first;
  }

  async function run(kind: SendAllBusy & string, action: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.INTERNAL);
    } finally {
      setBusy(null);
    }
  }

  const inputFor = (record: DocumentRecord) => issueInput(record.type, draft, place);
  const fetchPdfs = () => Promise.all(ready.map((record) => fetchDocumentPdf(record.id, inputFor(record))));
  const shortMessage = () => tutorMessage({ tutorName: draft.responsavelNome, documents: labels, ...signer });

  const sendEmail = () =>
    run('email', async () => {
      // The atestados' details are every detail there is; the server prints on each document only its own.
      const { issue, place: trimmedPlace } = issueInput('atestado-saude', draft, place);
      // The e-mail carries the tutor's link too: the documents open on the phone, readable and as PDFs.
      const link = await makeLink(consultationId, ready, inputFor);
      const answer = await emailAllDocuments(consultationId, {
        to: draft.email.trim(),
        tutorLink: link.url,
        ...(issue ? { issue } : {}),
        ...(trimmedPlace ? { place: trimmedPlace } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
        // Only what is ticked (all the tutor's documents, or the prontuário's copy).
        types: ready.map((record) => record.type),
      });
      rememberPlace(place);
      markSent(
        answer.sent.map((item) => item.id),
        'email',
      );
      const leftOut = answer.leftOut.map((item) => DOCUMENT_TYPE_LABELS[item.type]);
      toast.success(
        answer.message,
        leftOut.length ? { message: `Ficaram de fora: ${leftOut.join(', ')}.` } : {},
      );
      onDone();
    });

  const sendWhatsApp = () =>
    run('whatsapp', async () => {
      // A short message with the private link, not the documents' text (long wa.me links get cut).
      const link = await makeLink(consultationId, ready, inputFor);
      rememberPlace(place);
      const url = whatsAppUrl(
        draft.telefone,
        tutorMessage({ tutorName: draft.responsavelNome, documents: labels, ...signer, patientName, link }),
      );
      markSent(ids, 'whatsapp');
      const opened = window.open(url, '_blank');
      if (opened) {
        opened.opener = null;
        onDone();
      } else {
        // A popup blocker (the texts were fetched after the click): the vet opens it by hand.
        setBlockedLink(url);
      }
    });

  const sharePdfs = () =>
    run('share', async () => {
      const files = sharedFiles ?? (await fetchPdfs()).map(pdfFile);
      rememberPlace(place);
      try {
        await navigator.share({ files, title: 'Documentos da consulta — VetVoz', text: shortMessage() });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        if (name === 'AbortError') return;
        if (name === 'NotAllowedError') {
          setSharedFiles(files);
          return;
        }
        throw new Error('Não foi possível compartilhar os PDFs neste aparelho.');
      }
      setSharedFiles(null);
      markSent(ids, 'share');
      onDone();
    });

  const downloadPdfs = () =>
    run('pdf', async () => {
      for (const pdf of await fetchPdfs()) saveFile(pdf);
      rememberPlace(place);
      markSent(ids, 'pdf');
      toast.success(ready.length === 1 ? 'PDF baixado' : `${ready.length} PDFs baixados`);
      onDone();
    });

  const actions: Record<SendAllWay | 'share', () => Promise<void>> = {
    email: sendEmail,
    whatsapp: sendWhatsApp,
    pdf: downloadPdfs,
    share: sharePdfs,
  };

  /** Checks what this way needs, then sends; a second tap while one runs does nothing. */
  function send(way: SendAllWay | 'share', idPrefix: string) {
    if (busy || !check(way, idPrefix)) return;
    void actions[way]();
  }

  return {
    place,
    setPlace: (value: string) => {
      setPlace(value);
      setSharedFiles(null);
    },
    message,
    setMessage,
    errors,
    clearError: (field: keyof SendAllErrors) => {
      setErrors((current) => ({ ...current, [field]: undefined }));
      setSharedFiles(null);
      setBlockedLink(null);
    },
    busy,
    problem,
    blockedLink,
    sharedFiles,
    needsConfirmedEmail: user?.emailVerified === false,
    send,
  };
}
