import { useQuery } from '@tanstack/react-query';
import type { CreatedApiKey, CreatedWebhookEndpoint } from '@vetvoz/domain';
import { BookOpen, Building2, KeyRound, RotateCw, ShieldCheck, Webhook } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { apiKeysQuery } from '../api/api-keys.ts';
import { managedUnitsQuery } from '../api/unit-api-keys.ts';
import { webhookEndpointsQuery } from '../api/webhooks.ts';
import { ApiWalkthrough } from '../components/api-walkthrough.tsx';
import { CreatedKey } from '../components/created-key.tsx';
import { CreatedWebhook } from '../components/created-webhook.tsx';
import { KeyList } from '../components/key-list.tsx';
import { NewKeyForm } from '../components/new-key-form.tsx';
import { NewWebhookForm } from '../components/new-webhook-form.tsx';
import { UnitKeys } from '../components/unit-keys.tsx';
import { WebhookGuide } from '../components/webhook-guide.tsx';
import { WebhookList } from '../components/webhook-list.tsx';

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof KeyRound;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="flex items-center gap-2 font-semibold text-lg text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      <div className="mt-5 space-y-5">{children}</div>
    </Card>
  );
}

/** /integrations: the vet's API keys for the clinic's practice system, and how to call the API with them. */
export function IntegrationsPage() {
  const keys = useQuery(apiKeysQuery);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const endpoints = useQuery(webhookEndpointsQuery);
  const [createdHook, setCreatedHook] = useState<CreatedWebhookEndpoint | null>(null);
  // Only owners and admins of a unit see its keys; for everyone else the section is not there at all.
  const managedUnits = useQuery(managedUnitsQuery);

  return (
    <PageFrame
      title="Integrações"
      description="Ligue o sistema de gestão da sua clínica ao VetVoz: ele envia a consulta e recebe os documentos."
      narrow
    >
      <div className="space-y-6">
        <Section title="Chaves de API" icon={KeyRound}>
          {created ? <CreatedKey created={created} onDone={() => setCreated(null)} /> : null}
          {keys.isPending ? (
            <LoadingState label="Carregando suas chaves…" className="py-6" />
          ) : keys.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-amber-900 text-sm">
              <p>Não foi possível carregar suas chaves. {keys.error.message}</p>
              <Button variant="secondary" size="sm" onClick={() => void keys.refetch()}>
                <RotateCw aria-hidden="true" className="size-4" />
                Tentar de novo
              </Button>
            </div>
          ) : (
            <KeyList keys={keys.data} />
          )}
          <div className="border-slate-100 border-t pt-5">
            <h3 className="mb-3 font-medium text-slate-900">Nova chave</h3>
            <NewKeyForm onCreated={setCreated} />
          </div>
        </Section>
        {managedUnits.data && managedUnits.data.length > 0 ? (
          <Section title="Chaves de API das unidades" icon={Building2}>
            <UnitKeys units={managedUnits.data} />
          </Section>
        ) : null}
        <Section title="Como usar" icon={BookOpen}>
          <ApiWalkthrough />
        </Section>
        <Section title="Webhooks" icon={Webhook}>
          <p className="text-slate-700 text-sm">
            O VetVoz avisa o seu sistema quando a consulta é transcrita e quando cada documento fica pronto
            (ou falha), em vez de ele perguntar a toda hora.
          </p>
          {createdHook ? <CreatedWebhook created={createdHook} onDone={() => setCreatedHook(null)} /> : null}
          {endpoints.isPending ? (
            <LoadingState label="Carregando seus webhooks…" className="py-6" />
          ) : endpoints.isError ? (
            <p role="alert" className="text-amber-900 text-sm">
              Não foi possível carregar seus webhooks. {endpoints.error.message}
            </p>
          ) : (
            <WebhookList endpoints={endpoints.data} />
          )}
          <div className="border-slate-100 border-t pt-5">
            <h3 className="mb-3 font-medium text-slate-900">Novo endereço</h3>
            <NewWebhookForm onCreated={setCreatedHook} />
          </div>
        </Section>
        <Section title="Receber e conferir os avisos" icon={ShieldCheck}>
          <WebhookGuide />
        </Section>
      </div>
    </PageFrame>
  );
}
