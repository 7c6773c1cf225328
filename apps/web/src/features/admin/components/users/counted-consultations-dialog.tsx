import { useQuery } from '@tanstack/react-query';
import {
  type AdminCountedConsultation,
  type AdminUser,
  adminGiveBackInputSchema,
  MAX_BAN_REASON_CHARS,
} from '@vetvoz/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { textareaClasses } from '../../../../components/ui/textarea-classes.ts';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useZodForm } from '../../../../lib/use-zod-form.ts';
import { countedConsultationsQuery, useGiveBackConsultation } from '../../api/counted-consultations.ts';
import { formatAudioSeconds, formatDateTime } from '../../model/format.ts';
import { SectionEmpty, SectionError, SectionLoading } from '../section-states.tsx';

interface CountedConsultationsDialogProps {
  /** Whose counted consultations to show; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
}

/**
 * Support's view of a person's counted consultations (the terms: "falhas não contam após confirmação do
 * suporte"): when each counted, where, what failed — never its clinical content — and "Devolver", with a
 * reason that goes to the audit log.
 */
export function CountedConsultationsDialog({ user, onClose }: CountedConsultationsDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      size="lg"
      title="Consultas contadas"
      description={
        user ? (
          <>
            As últimas consultas contadas de {user.name} ({user.email}). Devolva uma consulta só depois de
            confirmar a falha: ela deixa de contar na cota e no teste gratuito.
          </>
        ) : null
      }
    >
      {user ? <CountedList userId={user.id} /> : null}
    </Dialog>
  );
}

function CountedList({ userId }: { userId: string }) {
  const counted = useQuery(countedConsultationsQuery(userId));
  const [giving, setGiving] = useState<number | null>(null);
  if (counted.isPending) return <SectionLoading label="Carregando consultas contadas…" />;
  if (counted.isError)
    return (
      <SectionError
        what="Não foi possível carregar as consultas contadas."
        error={counted.error}
        onRetry={() => counted.refetch()}
      />
    );
  if (counted.data.consultations.length === 0)
    return <SectionEmpty title="Nenhuma consulta contada ainda." />;
  return (
    <ul className="flex flex-col divide-y divide-slate-200" aria-label="Consultas contadas">
      {counted.data.consultations.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 py-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <CountedSummary item={item} />
            {item.givenBackAt ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-800 text-xs">
                Devolvida em {formatDateTime(item.givenBackAt)}
              </span>
            ) : giving === item.id ? null : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setGiving(item.id)}
                aria-label={`Devolver a consulta contada em ${formatDateTime(item.countedAt)}`}
              >
                Devolver
              </Button>
            )}
          </div>
          {giving === item.id && !item.givenBackAt ? (
            <GiveBackForm id={item.id} onDone={() => setGiving(null)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function CountedSummary({ item }: { item: AdminCountedConsultation }) {
  const problems = [
    item.segmentsFailed ? `${item.segmentsFailed} trecho(s) com falha` : null,
    item.documentsFailed ? `${item.documentsFailed} documento(s) com falha` : null,
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 flex-col text-sm">
      <span className="font-medium text-slate-900">
        Contada em {formatDateTime(item.countedAt)} · {item.unitName ? `Unidade ${item.unitName}` : 'Pessoal'}
      </span>
      <span className="text-slate-600 text-xs">
        {item.documentsReady} documento(s) pronto(s) · {formatAudioSeconds(item.audioSeconds)} de áudio
        {item.consultationDeleted ? ' · excluída pelo usuário' : ''}
      </span>
      {problems.length ? (
        <span className="font-medium text-amber-800 text-xs">{problems.join(' · ')}</span>
      ) : null}
    </div>
  );
}

function GiveBackForm({ id, onDone }: { id: number; onDone: () => void }) {
  const giveBack = useGiveBackConsultation();
  const form = useZodForm({
    initialValues: { reason: '' },
    schema: adminGiveBackInputSchema,
    onSubmit: async ({ reason }) => {
      await giveBack.mutateAsync({ id, reason });
      toast.success('Consulta devolvida.', { message: 'Ela não conta mais na cota.' });
      onDone();
    },
    onFailure: (error) =>
      toast.error('Não foi possível devolver a consulta.', {
        message: error instanceof ApiError ? error.message : undefined,
      }),
  });
  // The form opens inside a dialog already shown: its field takes the focus itself.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector('textarea')?.focus(), []);
  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-3">
      <div ref={box} className="contents">
        <FormField
          label="Motivo da devolução"
          hint="Fica no registro de auditoria."
          error={form.errors.reason}
        >
          {(control) => (
            <textarea
              {...control}
              value={form.values.reason}
              rows={2}
              maxLength={MAX_BAN_REASON_CHARS}
              onChange={(event) => form.set('reason', event.target.value)}
              className={textareaClasses({ height: 'min-h-20' })}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={form.submitting}>
          Cancelar
        </Button>
        <Button type="submit" size="sm" disabled={form.submitting}>
          {form.submitting ? 'Devolvendo…' : 'Devolver consulta'}
        </Button>
      </div>
    </form>
  );
}
