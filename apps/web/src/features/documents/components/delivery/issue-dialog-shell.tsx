import { DOCUMENT_TYPE_LABELS, REQUIRED_ISSUE_DETAILS } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ControlledNotice } from './controlled-notice.tsx';
import {
  EstablishmentFields,
  useEstablishmentNudge,
  useInlineEstablishment,
} from './establishment-nudge.tsx';
import { IssueDetailsFields } from './issue-details-fields.tsx';
import type { DeliveryMode } from './issue-input.ts';
import { IssueNotice } from './issue-notice.tsx';
import type { IssueForm } from './use-issue-form.ts';

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

/**
 * What every way of issuing shows: the title, the responsável's details and the place, the warning about
 * blank legal details, the failure, and Cancelar beside the submit button. `children` are the fields of
 * this way of sending; `after` what it shows below the failure.
 */
export function IssueDialogShell({
  form,
  mode,
  controlled,
  submitDisabled = false,
  onClose,
  children,
  after,
}: {
  form: IssueForm;
  mode: DeliveryMode;
  /** A receita's controlled lines, one sentence each on the receituário it needs; empty for none. */
  controlled: readonly string[];
  submitDisabled?: boolean;
  onClose: () => void;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const { formId, busy, warned, missing, problem } = form;
  const required = REQUIRED_ISSUE_DETAILS[form.record.type];
  const submitLabel = warned ? `${SUBMIT_LABELS[mode]} mesmo assim` : SUBMIT_LABELS[mode];
  const title = `${TITLES[mode]} — ${DOCUMENT_TYPE_LABELS[form.record.type]}`;
  // Copying is for the vet's own use: only what reaches the tutor waits for the establishment.
  const nudge = useEstablishmentNudge(mode === 'copy' ? [] : [form.record.type]);
  const establishment = useInlineEstablishment();
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  // The establishment is asked in this same form: saved to the profile first, then the issue goes on.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (nudge.show) {
      setSaving(true);
      setSaveProblem(null);
      try {
        if (!(await establishment.save())) return;
        nudge.dismiss();
      } catch (error) {
        setSaveProblem(error instanceof Error ? error.message : 'Não foi possível salvar o estabelecimento.');
        return;
      } finally {
        setSaving(false);
      }
    }
    form.handleSubmit(event);
  }
  const primary = nudge.show
    ? `Completar e ${submitLabel.charAt(0).toLowerCase()}${submitLabel.slice(1)}`
    : submitLabel;

  return (
    <Dialog
      key="form"
      open
      onClose={onClose}
      dismissible={busy === null}
      title={title}
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
          <Button
            type="submit"
            form={formId}
            disabled={busy !== null || saving || submitDisabled}
            onClick={() => form.intend('submit')}
          >
            {busy === 'submit' || saving ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : null}
            {saving ? 'Salvando…' : busy === 'submit' ? 'Preparando…' : primary}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={form.formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
      >
        {controlled.length > 0 ? <ControlledNotice lines={controlled} pdf={mode === 'pdf'} /> : null}
        {nudge.show ? (
          <EstablishmentFields idPrefix={formId} establishment={establishment} onSkip={nudge.dismiss} />
        ) : null}
        {saveProblem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
            {saveProblem}
          </p>
        ) : null}
        <IssueDetailsFields form={form} />
        {children}
        {warned && missing.length > 0 ? (
          <IssueNotice role="alert">
            Faltam dados que a lei exige neste documento: {missing.join(', ')}. Preencha acima ou continue e
            complete à mão.
          </IssueNotice>
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
            {problem}
          </p>
        ) : null}
        {after}
      </form>
    </Dialog>
  );
}
