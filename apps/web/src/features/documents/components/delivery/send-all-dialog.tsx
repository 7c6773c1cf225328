import {
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  type DocumentType,
  issueDetailsSchema,
  missingIssueDetails,
  REQUIRED_ISSUE_DETAILS,
  TUTOR_FACING_TYPES,
} from '@vetvoz/domain';
import { Check, FileText, LoaderCircle, Share2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { canSharePdfFiles } from '../../model/share.ts';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';
import {
  EstablishmentFields,
  useEstablishmentNudge,
  useInlineEstablishment,
} from './establishment-nudge.tsx';
import { useIssueDraft } from './issue-draft.tsx';
import { IssueNotice } from './issue-notice.tsx';
import { MessageField } from './message-field.tsx';
import { type ResponsavelField, ResponsavelFields } from './responsavel-fields.tsx';
import { type SendAllWay, useSendAll } from './use-send-all.ts';
import { WayChoice } from './way-choice.tsx';

const SUBMIT: Record<SendAllWay, string> = {
  email: 'Enviar e-mail',
  whatsapp: 'Abrir WhatsApp',
  pdf: 'Baixar PDFs',
};

/** The send-all dialog: what goes, to whom and how; the responsável's details are the visit's draft. */
export function SendAllDialog({
  consultationId,
  documents,
  onClose,
  only,
}: {
  consultationId: string;
  documents: DocumentRecord[];
  onClose: () => void;
  /** The types ticked at first instead of the tutor's documents ("Cópia do prontuário ao tutor"). */
  only?: readonly DocumentType[];
}) {
  const id = useId();
  const { draft } = useIssueDraft();
  const allReady = documents.filter((record) => record.status === 'ready');
  const leftOut = documents.filter((record) => record.status !== 'ready');
  // The tutor's documents go by default; the clinic's record (anamnese, diagnóstico) only when ticked.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => {
    const facing = allReady.filter((record) => (only ?? TUTOR_FACING_TYPES).includes(record.type));
    return new Set((facing.length > 0 ? facing : allReady).map((record) => record.id));
  });
  const ready = allReady.filter((record) => chosen.has(record.id));
  const toggle = (documentId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(documentId)) next.delete(documentId);
      else next.add(documentId);
      return next;
    });
  const establishment = useInlineEstablishment();
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [way, setWay] = useState<SendAllWay>(() => (draft.email || !draft.telefone ? 'email' : 'whatsapp'));
  const shareable = useMemo(() => canSharePdfFiles(), []);
  const nudge = useEstablishmentNudge(ready.map((record) => record.type));
  const sending = useSendAll({ consultationId, ready, onDone: onClose });
  const { busy, errors } = sending;

  const details = [...new Set(ready.flatMap((record) => REQUIRED_ISSUE_DETAILS[record.type]))];
  const contact: ResponsavelField[] = way === 'email' ? ['email'] : way === 'whatsapp' ? ['telefone'] : [];
  const parsedIssue = issueDetailsSchema.safeParse(draft).data;
  const missing = ready
    .map((record) => ({
      label: DOCUMENT_TYPE_LABELS[record.type],
      lacks: missingIssueDetails(record.type, parsedIssue),
    }))
    .filter((item) => item.lacks.length > 0);

  return (
    <Dialog
      key="form"
      open
      onClose={onClose}
      dismissible={busy === null}
      title="Enviar tudo ao tutor"
      description="Os documentos prontos, de uma vez. Os dados do responsável saem só nos documentos e não ficam guardados."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={id}
            disabled={
              busy !== null ||
              saving ||
              ready.length === 0 ||
              (way === 'email' && sending.needsConfirmedEmail)
            }
          >
            {busy === way || saving ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : null}
            {saving
              ? 'Salvando…'
              : busy === way
                ? 'Preparando…'
                : nudge.show
                  ? `Completar e ${SUBMIT[way].charAt(0).toLowerCase()}${SUBMIT[way].slice(1)}`
                  : SUBMIT[way]}
          </Button>
        </>
      }
    >
      <form
        id={id}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void (async () => {
            if (nudge.show) {
              setSaving(true);
              setSaveProblem(null);
              try {
                if (!(await establishment.save())) return;
                nudge.dismiss();
              } catch (error) {
                setSaveProblem(
                  error instanceof Error ? error.message : 'Não foi possível salvar o estabelecimento.',
                );
                return;
              } finally {
                setSaving(false);
              }
            }
            sending.send(way, id);
          })();
        }}
      >
        {nudge.show ? (
          <EstablishmentFields idPrefix={id} establishment={establishment} onSkip={nudge.dismiss} />
        ) : null}
        {saveProblem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
            {saveProblem}
          </p>
        ) : null}
        <div>
          <p className="font-medium text-slate-800 text-sm" id={`${id}-vao`}>
            {ready.length === 0
              ? 'Nenhum documento escolhido'
              : ready.length === 1
                ? 'Vai 1 documento'
                : `Vão ${ready.length} documentos`}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`${id}-vao`}>
            {allReady.map((record) => {
              const on = chosen.has(record.id);
              return (
                <li key={record.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(record.id)}
                    disabled={busy !== null}
                    className={
                      on
                        ? 'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-300 bg-brand-50 px-3 text-brand-800 text-sm sm:min-h-9'
                        : 'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-slate-600 text-sm sm:min-h-9'
                    }
                  >
                    {on ? (
                      <Check aria-hidden="true" className="size-3.5" />
                    ) : (
                      <FileText aria-hidden="true" className="size-3.5" />
                    )}
                    {DOCUMENT_TYPE_LABELS[record.type]}
                  </button>
                </li>
              );
            })}
          </ul>
          {leftOut.length > 0 ? (
            <p className="mt-2 text-slate-600 text-sm">
              Ainda não prontos, ficam de fora:{' '}
              {leftOut.map((record) => DOCUMENT_TYPE_LABELS[record.type]).join(', ')}.
            </p>
          ) : null}
        </div>
        <WayChoice value={way} onChange={setWay} disabled={busy !== null} />
        {way === 'email' && sending.needsConfirmedEmail ? <EmailConfirmationNotice /> : null}
        <ResponsavelFields
          idPrefix={id}
          fields={[...contact, ...details]}
          errors={errors}
          onEdit={sending.clearError}
        />
        <TextField
          id={`${id}-place`}
          label="Local de emissão"
          optional
          autoComplete="address-level2"
          placeholder="São Paulo/SP"
          hint="Cidade/UF. Fica salvo neste aparelho para os próximos documentos."
          value={sending.place}
          error={errors.place}
          onChange={(event) => sending.setPlace(event.target.value)}
        />
        {way === 'email' ? (
          <MessageField id={`${id}-message`} value={sending.message} onChange={sending.setMessage} />
        ) : null}
        {missing.length > 0 ? (
          <IssueNotice>
            Faltam dados que a lei exige:{' '}
            {missing.map((item) => `${item.label} — ${item.lacks.join(', ')}`).join('; ')}. Você pode enviar
            assim e completar à mão.
          </IssueNotice>
        ) : null}
        {sending.problem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
            {sending.problem}
          </p>
        ) : null}
        {sending.blockedLink ? (
          <p
            role="status"
            className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-slate-700 text-sm"
          >
            O navegador não abriu a nova aba.{' '}
            <a
              href={sending.blockedLink}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
              onClick={onClose}
            >
              Abrir conversa no WhatsApp
            </a>
          </p>
        ) : null}
        {way === 'whatsapp' && shareable ? (
          <div className="border-slate-200 border-t pt-4">
            <p className="text-slate-600 text-sm">
              No celular, envie os PDFs pelo WhatsApp ou outro aplicativo.
            </p>
            <Button
              variant="secondary"
              className="mt-2 w-full sm:w-auto"
              onClick={() => sending.send('share', id)}
              disabled={busy !== null}
            >
              {busy === 'share' ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Share2 aria-hidden="true" className="size-4" />
              )}
              {sending.sharedFiles ? 'Compartilhar os PDFs agora' : 'Compartilhar os PDFs'}
            </Button>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
