import { useQueryClient } from '@tanstack/react-query';
import { addDaysToDay, dayInSaoPaulo, type FollowUp, type FollowUpInput } from '@vetvoz/domain';
import { CalendarClock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  createFollowUp,
  deleteFollowUp,
  followUpsKey,
  updateFollowUp,
  useFollowUps,
  WEEK_FOLLOW_UPS_KEY,
} from '../api/follow-ups.ts';
import { fullDay, kindLabel, relativeDay } from '../format.ts';
import { FollowUpForm } from './follow-up-form.tsx';

/**
 * The returns and follow-ups said in the consultation, with their dates and the words they came from
 * (docs/decisions/044-follow-ups-and-reminders.md). The author corrects, adds and removes; they go to the
 * tutor's page with the documents.
 */
export function FollowUpsCard({
  consultationId,
  transcriptStamp,
  readOnly,
}: {
  consultationId: string;
  transcriptStamp: string;
  readOnly: boolean;
}) {
  const queryClient = useQueryClient();
  const followUps = useFollowUps(consultationId, transcriptStamp);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: followUpsKey(consultationId) });
      void queryClient.invalidateQueries({ queryKey: WEEK_FOLLOW_UPS_KEY });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível salvar.');
    } finally {
      setBusy(false);
    }
  }
  const save = (id: string | 'new') => (value: FollowUpInput) =>
    void run(() => (id === 'new' ? createFollowUp(consultationId, value) : updateFollowUp(id, value)));

  const items = followUps.data ?? [];
  return (
    <Card className="p-4 sm:p-5" data-testid="acompanhamentos">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
          Retornos e acompanhamentos
        </h2>
        {readOnly || editing === 'new' ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setError(null);
              setEditing('new');
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Adicionar
          </Button>
        )}
      </div>
      {followUps.isPending ? (
        <p className="mt-3 text-slate-500 text-sm">Procurando retornos na transcrição…</p>
      ) : items.length === 0 && editing !== 'new' ? (
        <p className="mt-3 text-slate-600 text-sm">
          Nenhum retorno com data foi dito na consulta.
          {readOnly ? '' : ' Adicione um, se combinou com o tutor.'}
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {items.map((item) =>
            editing === item.id ? (
              <li key={item.id}>
                <FollowUpForm
                  initial={item}
                  busy={busy}
                  error={error}
                  onSave={save(item.id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <FollowUpLine
                key={item.id}
                item={item}
                readOnly={readOnly}
                busy={busy}
                onEdit={() => {
                  setError(null);
                  setEditing(item.id);
                }}
                onRemove={() => void run(() => deleteFollowUp(item.id))}
              />
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <div className="mt-3">
          <FollowUpForm
            initial={{
              kind: 'retorno',
              description: 'Retorno',
              dueDate: addDaysToDay(dayInSaoPaulo(new Date()), 7),
            }}
            busy={busy}
            error={error}
            onSave={save('new')}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      {error && editing === null ? (
        <p role="alert" className="mt-2 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

function FollowUpLine({
  item,
  readOnly,
  busy,
  onEdit,
  onRemove,
}: {
  item: FollowUp;
  readOnly: boolean;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 p-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          <span data-testid="data-acompanhamento">{fullDay(item.dueDate)}</span>
          <span className="font-normal text-slate-500"> · {relativeDay(item.dueDate)}</span>
        </p>
        <p className="text-slate-800 text-sm">
          <span className="mr-1.5 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 text-xs">
            {kindLabel(item.kind)}
          </span>
          {item.description.toLowerCase() === kindLabel(item.kind).toLowerCase() ? null : item.description}
        </p>
        {item.evidence ? (
          <p className="mt-1 text-slate-500 text-xs">
            “{item.evidence}”{item.source === 'modelo' ? ' · sugerido pela IA, confira' : ''}
          </p>
        ) : null}
      </div>
      {readOnly ? null : (
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            disabled={busy}
            aria-label={`Corrigir ${item.description}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remover ${item.description}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
