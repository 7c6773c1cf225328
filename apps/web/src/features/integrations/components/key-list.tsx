import { useQueryClient } from '@tanstack/react-query';
import type { ApiKeyView } from '@vetvoz/domain';
import { KeyRound, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { API_KEYS_KEY, revokeApiKey } from '../api/api-keys.ts';

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const format = (iso: string) => when.format(new Date(iso));

/** The vet's active keys: name, start of the key, what it may do, when made and last used; revoke each. */
export function KeyList({ keys }: { keys: ApiKeyView[] }) {
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  if (keys.length === 0)
    return (
      <p className="rounded-lg border border-slate-200 border-dashed px-4 py-6 text-center text-slate-600 text-sm">
        Nenhuma chave ainda. Crie uma para ligar o sistema da sua clínica ao VetVoz.
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
                {key.scopes.includes('write') ? 'leitura e escrita' : 'somente leitura'} · criada em{' '}
                {format(key.createdAt)} ·{' '}
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
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeyView | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function revoke() {
    if (!apiKey) return;
    setPending(true);
    setError(null);
    try {
      await revokeApiKey(apiKey.id);
      await queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
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
