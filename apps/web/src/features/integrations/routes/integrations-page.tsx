import { useQuery } from '@tanstack/react-query';
import type { CreatedApiKey } from '@vetvoz/domain';
import { BookOpen, KeyRound, RotateCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { apiKeysQuery } from '../api/api-keys.ts';
import { ApiWalkthrough } from '../components/api-walkthrough.tsx';
import { CreatedKey } from '../components/created-key.tsx';
import { KeyList } from '../components/key-list.tsx';
import { NewKeyForm } from '../components/new-key-form.tsx';

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
        <Section title="Como usar" icon={BookOpen}>
          <ApiWalkthrough />
        </Section>
      </div>
    </PageFrame>
  );
}
