import { useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointView } from '@vetvoz/domain';
import { ChevronDown, LoaderCircle, Power, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.ts';
import { deleteWebhookEndpoint, enableWebhookEndpoint, WEBHOOKS_KEY } from '../api/webhooks.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { EVENT_LABELS } from './new-webhook-form.tsx';

/** The vet's webhook endpoints: address, events, state; each opens its delivery log and may be deleted. */
export function WebhookList({ endpoints }: { endpoints: WebhookEndpointView[] }) {
  if (endpoints.length === 0)
    return (
      <p className="rounded-lg border border-slate-200 border-dashed px-4 py-6 text-center text-slate-600 text-sm">
        Nenhum endereço ainda. Cadastre um para o seu sistema ser avisado sem precisar perguntar.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {endpoints.map((endpoint) => (
        <EndpointItem key={endpoint.id} endpoint={endpoint} />
      ))}
    </ul>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpointView }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useConfirm(async () => {
    await deleteWebhookEndpoint(endpoint.id);
    await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  });
  const [enabling, setEnabling] = useState(false);
  const [enableError, setEnableError] = useState<string | null>(null);
  const disabled = endpoint.status === 'disabled';

  async function enable() {
    setEnabling(true);
    setEnableError(null);
    try {
      await enableWebhookEndpoint(endpoint.id);
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    } catch (failure) {
      setEnableError(failure instanceof Error ? failure.message : 'Não foi possível reativar o endereço.');
    } finally {
      setEnabling(false);
    }
  }
  return (
    <li className="p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <Webhook aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="break-all">{endpoint.url}</span>
          </p>
          <p className="mt-1 text-slate-600 text-xs">
            {endpoint.events.map((type) => EVENT_LABELS[type]).join(' · ')}
          </p>
          {disabled ? (
            <p className="mt-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
              Desativado: nada é enviado a ele. Reative quando o sistema voltar a recebê-los.
            </p>
          ) : null}
          {enableError ? (
            <p role="alert" className="mt-2 text-red-700 text-sm">
              {enableError}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {disabled ? (
            <Button size="sm" onClick={() => void enable()} disabled={enabling}>
              {enabling ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Power aria-hidden="true" className="size-4" />
              )}
              Reativar
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            />
            Entregas
          </Button>
          <Button variant="secondary" size="sm" onClick={remove.ask}>
            <Trash2 aria-hidden="true" className="size-4" />
            Apagar
          </Button>
        </div>
      </div>
      {open ? <DeliveryLog endpointId={endpoint.id} canRedeliver={!disabled} /> : null}
      <ConfirmDialog
        {...remove.dialog}
        title="Apagar este endereço de webhook?"
        description="O VetVoz deixa de avisar este endereço, inclusive das tentativas pendentes. O registro de entregas também é apagado."
        confirmLabel="Apagar endereço"
      />
    </li>
  );
}
