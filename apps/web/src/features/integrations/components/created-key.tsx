import type { CreatedApiKey } from '@vetvoz/domain';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** The new key, shown this once: VetVoz keeps only a code derived from it. */
export function CreatedKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // A vet's key and a unit's may be shown at once: each heading names its own box.
  const headingId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-amber-700" />
        Copie a chave “{created.name}” agora
      </h3>
      <p className="mt-1 text-sm">
        Ela não será mostrada de novo. Guarde-a no sistema que vai usá-la; se perder, revogue esta e crie
        outra.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="chave-criada"
          className="min-w-0 flex-1 select-all break-all rounded-lg border border-amber-200 bg-white px-3 py-2 font-mono text-slate-900 text-sm"
        >
          {created.key}
        </code>
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied === 'yes' ? 'Copiada' : 'Copiar chave'}
        </Button>
      </div>
      {copied === 'failed' ? (
        <p role="alert" className="mt-2 text-sm">
          Não foi possível copiar. Selecione a chave acima e copie manualmente.
        </p>
      ) : null}
      <Button variant="ghost" size="sm" className="mt-3" onClick={onDone}>
        Já guardei a chave
      </Button>
    </section>
  );
}
