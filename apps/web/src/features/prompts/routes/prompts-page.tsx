import { useQuery } from '@tanstack/react-query';
import { type DocumentType, isDocumentType } from '@vetvoz/domain';
import { RotateCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useBlocker, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { promptTypesQuery } from '../api/prompts.ts';
import { DiscardChangesDialog } from '../components/discard-changes-dialog.tsx';
import { PromptTypePanel } from '../components/prompt-type-panel.tsx';
import { TypeTabs } from '../components/type-tabs.tsx';

/** The chosen type lives in the address (?tipo=receita), so a reload or a shared link keeps it. */
const TYPE_PARAM = 'tipo';
const DEFAULT_TYPE: DocumentType = 'anamnese';

/**
 * /prompts (docs/product-rules.md §6): site admins write, test, activate and roll back the prompt of each document type.
 * The router only asks for a sign-in here; this page sends everyone else away, and the API's 403 is the
 * real protection.
 */
export function PromptsPage() {
  const { isAdmin } = useAuth();
  return isAdmin ? <PromptManager /> : <NotAllowed />;
}

function NotAllowed() {
  useEffect(() => {
    // A fixed id: React's development double effects (and a second visit) replace the toast instead of stacking.
    toast.error('Acesso restrito', {
      id: 'prompts-somente-administradores',
      message: 'O gerenciamento de prompts é exclusivo dos administradores do VetVoz.',
    });
  }, []);
  return <Navigate to="/" replace />;
}

function PromptManager() {
  const types = useQuery(promptTypesQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TYPE_PARAM);
  const selected = isDocumentType(requested) ? requested : DEFAULT_TYPE;

  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  // Switching type changes the address too, so one guard covers other types, other pages and "voltar".
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const select = (type: DocumentType) => {
    if (type === selected) return;
    setSearchParams({ [TYPE_PARAM]: type }, { replace: true, preventScrollReset: true });
  };

  const summary = types.data?.find((entry) => entry.documentType === selected);

  return (
    <PageFrame
      title="Gerenciar Prompts"
      description="As instruções que orientam a IA na redação de cada tipo de documento. Cada alteração vira uma nova versão; a versão ativa é a usada por todos os veterinários."
    >
      {types.isPending ? (
        <LoadingState label="Carregando os prompts…" className="py-16" />
      ) : types.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>Não foi possível carregar os prompts. {types.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void types.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Tentar de novo
          </Button>
        </div>
      ) : (
        <>
          <TypeTabs summaries={types.data} selected={selected} onSelect={select} />
          {summary ? (
            <PromptTypePanel key={selected} summary={summary} onDirtyChange={onDirtyChange} />
          ) : null}
        </>
      )}
      <DiscardChangesDialog
        open={blocker.state === 'blocked'}
        onKeep={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </PageFrame>
  );
}
