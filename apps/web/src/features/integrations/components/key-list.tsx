import { useQueryClient } from '@tanstack/react-query';
import type { ApiKeyView, UnitApiKeyView } from '@vetvoz/domain';
import { KeyRound, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { API_KEYS_KEY, revokeApiKey } from '../api/api-keys.ts';

/** Where a list's keys live: the vet's own (the default) or a unit's. */
export interface KeyStore {
  revoke: (id: string) => Promise<unknown>;
  queryKey: readonly unknown[];
}

const OWN_KEYS: KeyStore = { revoke: revokeApiKey, queryKey: API_KEYS_KEY };

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const format = (iso: string) => when.format(new Date(iso));

/**
 * Active keys: name, start of the key, what it may do, who made it (a unit's), when made and last used;
 * revoke each after a confirmation.
 */
export function KeyList({
  keys,
  store = OWN_KEYS,
  empty = 'Nenhuma chave ainda. Crie uma para ligar o sistema da sua clínica ao VetVoz.',
}: {
  keys: (ApiKeyView | UnitApiKeyView)[];
  store?: KeyStore;
  empty?: string;
}) {
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  if (keys.length === 0)
    return (
      <p className="rounded-lg border border-slate-200 border-dashed px-4 py-6 text-center text-slate-600 text-sm">
        {empty}
      </p>
    );
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-medium text-slate-900">
                <KeyRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="truncate">{key.name}</span>
              </p>
              <p className="mt-0.5 text-slate-600 text-xs">
                <code className="font-mono">{key.hint}…</code> ·{' '}
                {key.scopes.includes('write') ? 'leitura e escrita' : 'somente leitura'} · criada
                {'createdBy' in key ? ` por ${key.createdBy.name}` : ''} em {format(key.createdAt)} ·{' '}
                {key.lastUsedAt ? `último uso em ${format(key.lastUsedAt)}` : 'nunca usada'}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRevoking(key)}
              className="self-start sm:self-auto"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Revogar
            </Button>
          </li>
        ))}
      </ul>
      <RevokeDialog apiKey={revoking} store={store} onClose={() => setRevoking(null)} />
    </>
  );
}

function RevokeDialog({
  apiKey,
  store,
  onClose,
}: {
  apiKey: ApiKeyView | null;
  store: KeyStore;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function revoke() {
    if (!apiKey) return;
    setPending(true);
    setError(null);
    try {
      await store.revoke(apiKey.id);
      await queryClient.invalidateQueries({ queryKey: store.queryKey });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível revogar a chave.');
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={apiKey !== null}
      onClose={onClose}
      dismissible={!pending}
      title={`Revogar a chave “${apiKey?.name ?? ''}”?`}
      description="O sistema que a usa para de acessar o VetVoz na hora. Isso não pode ser desfeito."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => void revoke()} disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            Revogar chave
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
