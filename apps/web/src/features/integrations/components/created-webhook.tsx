import type { CreatedWebhookEndpoint } from '@vetvoz/domain';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** The new endpoint's signing secret, shown this once: VetVoz derives it and never stores it. */
export function CreatedWebhook({ created, onDone }: { created: CreatedWebhookEndpoint; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section
      aria-labelledby="novo-webhook"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h3 id="novo-webhook" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        Copie o segredo da assinatura agora
      </h3>
      <p className="mt-1 text-sm">
        Seu sistema usa este segredo para conferir o cabeçalho <code>VetVoz-Signature</code> de cada aviso.
        Ele não será mostrado de novo; se perder, apague o endereço e cadastre outra vez.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="segredo-webhook"
          className="min-w-0 flex-1 select-all break-all rounded-lg border border-amber-200 bg-white px-3 py-2 font-mono text-slate-900 text-sm"
        >
          {created.secret}
        </code>
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied === 'yes' ? 'Copiado' : 'Copiar segredo'}
        </Button>
      </div>
      {copied === 'failed' ? (
        <p role="alert" className="mt-2 text-sm">
          Não foi possível copiar. Selecione o segredo acima e copie manualmente.
        </p>
      ) : null}
      <Button variant="ghost" size="sm" className="mt-3" onClick={onDone}>
        Já guardei o segredo
      </Button>
    </section>
  );
}
