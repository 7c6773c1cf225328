import { Mic, Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/**
 * The tab that was recording went away (reload, closed, phone killed it): what was recorded is safe
 * on this device. The vet decides whether the consultation goes on or ended there.
 */
export function InterruptedPanel({
  onContinue,
  onEnd,
  error,
}: {
  onContinue: () => Promise<void>;
  onEnd: () => Promise<void>;
  error: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="border-amber-200 p-5 sm:p-6">
      <h2 className="font-semibold text-lg text-slate-900">A gravação foi interrompida</h2>
      <p className="mt-1 text-slate-600 text-sm">
        A página foi recarregada ou fechada durante a gravação. O que já foi gravado está guardado neste
        aparelho.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={run(onContinue)} disabled={busy}>
          <Mic aria-hidden="true" className="size-5" />
          Continuar gravando
        </Button>
        <Button size="lg" variant="secondary" onClick={run(onEnd)} disabled={busy}>
          <Square aria-hidden="true" className="size-5" />
          Encerrar e transcrever
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
