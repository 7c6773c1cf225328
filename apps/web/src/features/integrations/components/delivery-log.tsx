import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryView } from '@vetvoz/domain';
import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { redeliverWebhook, webhookDeliveriesQuery } from '../api/webhooks.ts';
import { EVENT_LABELS } from './new-webhook-form.tsx';

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});
const format = (iso: string) => when.format(new Date(iso));

const STATUS = {
  delivered: { label: 'Entregue', tone: 'bg-emerald-100 text-emerald-900' },
  pending: { label: 'Aguardando nova tentativa', tone: 'bg-sky-100 text-sky-900' },
  failed: { label: 'Falhou', tone: 'bg-red-100 text-red-900' },
} as const;

/** The endpoint's latest deliveries: state, attempts, last error, next attempt; "Reenviar" sends one again. */
export function DeliveryLog({ endpointId, canRedeliver }: { endpointId: string; canRedeliver: boolean }) {
  const deliveries = useQuery({
    ...webhookDeliveriesQuery(endpointId),
    // While retries are pending the log moves by itself.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 5_000 : false),
  });
  if (deliveries.isPending) return <LoadingState label="Carregando as entregas…" className="py-4" />;
  if (deliveries.isError)
    return (
      <p role="alert" className="mt-3 text-amber-900 text-sm">
        Não foi possível carregar as entregas. {deliveries.error.message}
      </p>
    );
  if (deliveries.data.length === 0)
    return <p className="mt-3 text-slate-600 text-sm">Nenhum aviso enviado ainda para este endereço.</p>;
  return (
    <ul aria-label="Entregas" className="mt-3 space-y-2">
      {deliveries.data.map((delivery) => (
        <DeliveryItem
          key={delivery.id}
          endpointId={endpointId}
          delivery={delivery}
          canRedeliver={canRedeliver}
        />
      ))}
    </ul>
  );
}

function DeliveryItem({
  endpointId,
  delivery,
  canRedeliver,
}: {
  endpointId: string;
  delivery: WebhookDeliveryView;
  canRedeliver: boolean;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const status = STATUS[delivery.status];

  async function redeliver() {
    setState('sending');
    try {
      await redeliverWebhook(endpointId, delivery.id);
      setState('sent');
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: webhookDeliveriesQuery(endpointId).queryKey }),
        1_500,
      );
    } catch (failure) {
      setState(failure instanceof Error ? failure.message : 'Não foi possível reenviar.');
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{EVENT_LABELS[delivery.type]}</span>
          <span className={`rounded-full px-2 py-0.5 font-medium text-xs ${status.tone}`}>
            {status.label}
          </span>
        </p>
        <p className="text-slate-600 text-xs">
          {format(delivery.createdAt)} ·{' '}
          {delivery.attempts === 1 ? '1 tentativa' : `${delivery.attempts} tentativas`}
          {delivery.nextAttemptAt ? ` · próxima às ${format(delivery.nextAttemptAt)}` : ''}
        </p>
        {delivery.lastError ? (
          <p className="text-red-800 text-xs">Último erro: {delivery.lastError}</p>
        ) : null}
        {state !== 'idle' && state !== 'sending' && state !== 'sent' ? (
          <p role="alert" className="text-red-800 text-xs">
            {state}
          </p>
        ) : null}
      </div>
      {canRedeliver ? (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          disabled={state === 'sending'}
          onClick={() => void redeliver()}
        >
          {state === 'sending' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {state === 'sent' ? 'Reenviado' : 'Reenviar'}
        </Button>
      ) : null}
    </li>
  );
}
