import {
  CONTROLLED_RECEITA_NOTICE,
  CPF_MASK_MAX_LENGTH,
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  ERROR_MESSAGES,
  emailDocumentSchema,
  type IssueDetailField,
  type IssueDocumentInput,
  issueDocumentSchema,
  maskCpf,
  missingIssueDetails,
  REQUIRED_ISSUE_DETAILS,
} from '@vetvoz/domain';
import { LoaderCircle, Share2, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useContext, useId, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { PhoneField } from '../../../../components/ui/phone-field.tsx';
import { ResendConfirmation } from '../../../../components/ui/resend-confirmation.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { fetchDocumentPdf, pdfFile, saveFile } from '../../api/document-pdf.ts';
import { emailDocument, fetchDocumentText } from '../../api/documents.ts';
import { copyPendingText } from '../../model/clipboard.ts';
import { rememberedPlace, rememberPlace } from '../../model/issue-place.ts';
import { canSharePdfFiles } from '../../model/share.ts';
import { isWhatsAppPhone, WHATSAPP_PHONE_MESSAGE, whatsAppUrl } from '../../model/whatsapp.ts';
import { textareaClasses } from '../editor/field-classes.ts';
import { type IssueDraft, useIssueDraft } from './issue-draft.tsx';

export type DeliveryMode = 'pdf' | 'copy' | 'whatsapp' | 'email';

const TITLES: Record<DeliveryMode, string> = {
  pdf: 'Baixar PDF',
  copy: 'Copiar texto',
  whatsapp: 'Enviar pelo WhatsApp',
  email: 'Enviar por e-mail',
};

const SUBMIT_LABELS: Record<DeliveryMode, string> = {
  pdf: 'Baixar PDF',
  copy: 'Copiar texto',
  whatsapp: 'Abrir WhatsApp',
  email: 'Enviar e-mail',
};

export const SAVE_BEFORE_ISSUE_MESSAGE =
  'Não foi possível salvar suas últimas alterações neste documento. Corrija ou tente de novo antes de emitir.';

type Errors = Partial<Record<IssueDetailField | 'place' | 'phone' | 'to' | 'message', string>>;

/** The issue payload: only the responsável fields this document prints, blanks left out. */
export function issueInput(
  type: DocumentRecord['type'],
  draft: IssueDraft,
  place: string,
): IssueDocumentInput {
  const issue: Partial<Record<IssueDetailField, string>> = {};
  for (const field of REQUIRED_ISSUE_DETAILS[type]) {
    const value = draft[field].trim();
    if (value) issue[field] = value;
  }
  const trimmedPlace = place.trim();
  return {
    ...(Object.keys(issue).length > 0 ? { issue } : {}),
    ...(trimmedPlace ? { place: trimmedPlace } : {}),
  };
}

/**
 * Issuing one document: the responsável's details the law asks for on it (typed now, printed, never stored),
 * the place, and what this way of sending needs (the tutor's phone or e-mail, used for this send only).
 */
export function IssueDialog({
  document: record,
  mode,
  controlled,
  ensureSaved,
  onClose,
}: {
  document: DocumentRecord;
  mode: DeliveryMode;
  /** A receita with controlled drugs: the vet is told it needs its own receituário. */
  controlled: boolean;
  ensureSaved: () => Promise<boolean>;
  onClose: () => void;
}) {
  const formId = useId();
  const user = useContext(AuthContext)?.user ?? null;
  // The server refuses document e-mail until the vet's own address is confirmed (decision 014).
  const needsConfirmedEmail = mode === 'email' && user?.emailVerified === false;
  const { draft, setDraft } = useIssueDraft();
  const [place, setPlace] = useState(rememberedPlace);
  const [phone, setPhone] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [warned, setWarned] = useState(false);
  const [busy, setBusy] = useState<'submit' | 'share' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [blockedLink, setBlockedLink] = useState<string | null>(null);
  const [sharedFile, setSharedFile] = useState<File | null>(null);
  const shareable = useMemo(() => mode === 'whatsapp' && canSharePdfFiles(), [mode]);
  const required = REQUIRED_ISSUE_DETAILS[record.type];
  const label = DOCUMENT_TYPE_LABELS[record.type];

  // Anything typed changes the document: a file prepared for sharing is stale.
  const edited = () => {
    setSharedFile(null);
    setBlockedLink(null);
    setProblem(null);
  };
  const updateDraft = (field: IssueDetailField, value: string) => {
    setDraft({ ...draft, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
    setWarned(false);
    edited();
  };

  /** Checks the form; returns the payload, or null after showing what is wrong. */
  function validate(withContact: boolean): IssueDocumentInput | null {
    const input = issueInput(record.type, draft, place);
    const found: Errors = {};
    const base = issueDocumentSchema.safeParse(input);
    if (!base.success) {
      for (const issue of base.error.issues) {
        const key = issue.path.at(-1);
        if (typeof key === 'string') found[key as keyof Errors] ??= issue.message;
      }
    }
    if (withContact && mode === 'whatsapp' && !isWhatsAppPhone(phone)) found.phone = WHATSAPP_PHONE_MESSAGE;
    if (withContact && mode === 'email') {
      const email = emailDocumentSchema.safeParse({ ...input, to: to.trim(), message: message || undefined });
      if (!email.success) {
        for (const issue of email.error.issues) {
          const key = issue.path[0];
          if (key === 'to' || key === 'message') found[key] ??= issue.message;
        }
      }
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const first = Object.keys(found)[0];
      if (first) window.document.getElementById(`${formId}-${first}`)?.focus();
      return null;
    }
    if (!warned && base.success && missingIssueDetails(record.type, base.data.issue).length > 0) {
      setWarned(true);
      return null;
    }
    return input;
  }

  async function run(kind: 'submit' | 'share', action: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    try {
      if (!(await ensureSaved())) {
        setProblem(SAVE_BEFORE_ISSUE_MESSAGE);
        return;
      }
      await action();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.INTERNAL);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = validate(true);
    if (!input) return;
    void run('submit', async () => {
      if (mode === 'pdf') {
        const pdf = await fetchDocumentPdf(record.id, input);
        saveFile(pdf);
        rememberPlace(place);
        toast.success('PDF baixado', { message: pdf.fileName });
        onClose();
      } else if (mode === 'copy') {
        await copyPendingText(fetchDocumentText(record.id, input).then((answer) => answer.text));
        rememberPlace(place);
        toast.success('Copiado');
        onClose();
      } else if (mode === 'whatsapp') {
        const { text } = await fetchDocumentText(record.id, input);
        rememberPlace(place);
        const url = whatsAppUrl(phone, text);
        const opened = window.open(url, '_blank');
        if (opened) {
          opened.opener = null;
          onClose();
        } else {
          // A popup blocker (the text was fetched after the click): the vet opens it by hand.
          setBlockedLink(url);
        }
      } else {
        const answer = await emailDocument(record.id, {
          ...input,
          to: to.trim(),
          ...(message.trim() ? { message: message.trim() } : {}),
        });
        rememberPlace(place);
        toast.success(answer.message);
        onClose();
      }
    });
  }

  function share() {
    if (busy) return;
    const input = validate(false);
    if (!input) return;
    void run('share', async () => {
      const file = sharedFile ?? pdfFile(await fetchDocumentPdf(record.id, input));
      rememberPlace(place);
      try {
        await navigator.share({ files: [file], title: `${label} — VetVoz` });
        setSharedFile(null);
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
    });
  }

  const missing = warned
    ? missingIssueDetails(
        record.type,
        issueDocumentSchema.safeParse(issueInput(record.type, draft, place)).data?.issue,
      )
    : [];
  const submitLabel = warned ? `${SUBMIT_LABELS[mode]} mesmo assim` : SUBMIT_LABELS[mode];

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={busy === null}
      title={`${TITLES[mode]} — ${label}`}
      description={
        required.length > 0
          ? 'A lei pede a identificação do responsável pelo animal neste documento. Esses dados saem só no documento e não ficam guardados.'
          : 'Confira o local de emissão. A data é a de hoje.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={busy !== null || needsConfirmedEmail}>
            {busy === 'submit' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {busy === 'submit' ? 'Preparando…' : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        {controlled ? <Notice>{CONTROLLED_RECEITA_NOTICE}</Notice> : null}
        {required.includes('responsavelNome') ? (
          <TextField
            id={`${formId}-responsavelNome`}
            label="Nome do responsável"
            autoComplete="off"
            data-autofocus=""
            value={draft.responsavelNome}
            error={errors.responsavelNome}
            onChange={(event) => updateDraft('responsavelNome', event.target.value)}
          />
        ) : null}
        {required.includes('responsavelCpf') ? (
          <TextField
            id={`${formId}-responsavelCpf`}
            label="CPF do responsável"
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            maxLength={CPF_MASK_MAX_LENGTH}
            value={draft.responsavelCpf}
            error={errors.responsavelCpf}
            onChange={(event) => updateDraft('responsavelCpf', maskCpf(event.target.value))}
          />
        ) : null}
        {required.includes('responsavelEndereco') ? (
          <TextField
            id={`${formId}-responsavelEndereco`}
            label="Endereço do responsável"
            autoComplete="off"
            hint="Rua, número, bairro, cidade/UF."
            value={draft.responsavelEndereco}
            error={errors.responsavelEndereco}
            onChange={(event) => updateDraft('responsavelEndereco', event.target.value)}
          />
        ) : null}
        <TextField
          id={`${formId}-place`}
          label="Local de emissão"
          optional
          autoComplete="address-level2"
          placeholder="São Paulo/SP"
          hint="Cidade/UF. Fica salvo neste aparelho para os próximos documentos."
          data-autofocus={required.length === 0 ? '' : undefined}
          value={place}
          error={errors.place}
          onChange={(event) => {
            setPlace(event.target.value);
            edited();
          }}
        />
        {mode === 'whatsapp' ? (
          <PhoneField
            id={`${formId}-phone`}
            label="Celular do tutor"
            hint="Usado só para abrir a conversa; não fica salvo."
            value={phone}
            error={errors.phone}
            onValueChange={(value) => {
              setPhone(value);
              setErrors((current) => ({ ...current, phone: undefined }));
              setBlockedLink(null);
            }}
          />
        ) : null}
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
        {mode === 'email' ? (
          <>
            <TextField
              id={`${formId}-to`}
              label="E-mail do tutor"
              type="email"
              inputMode="email"
              autoComplete="off"
              hint="Usado só para este envio; não fica salvo. O PDF vai anexado."
              value={to}
              error={errors.to}
              onChange={(event) => {
                setTo(event.target.value);
                setErrors((current) => ({ ...current, to: undefined }));
              }}
            />
            <MessageField
              id={`${formId}-message`}
              value={message}
              error={errors.message}
              onChange={setMessage}
            />
          </>
        ) : null}
        {warned && missing.length > 0 ? (
          <Notice role="alert">
            Faltam dados que a lei exige neste documento: {missing.join(', ')}. Preencha acima ou continue e
            complete à mão.
          </Notice>
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
            {problem}
          </p>
        ) : null}
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
              variant="secondary"
              className="mt-2 w-full sm:w-auto"
              onClick={share}
              disabled={busy !== null}
            >
              {busy === 'share' ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Share2 aria-hidden="true" className="size-4" />
              )}
              {sharedFile ? 'Compartilhar o PDF agora' : 'Compartilhar PDF'}
            </Button>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}

function MessageField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        Mensagem <span className="font-normal text-slate-500">(opcional)</span>
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={textareaClasses}
      />
      {error ? (
        <p id={`${id}-erro`} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Notice({ children, role }: { children: ReactNode; role?: 'alert' }) {
  return (
    <p
      role={role}
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>{children}</span>
    </p>
  );
}
