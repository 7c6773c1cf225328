import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** Asked before canceling: what stays (access until the period end) and what does not (no refund). */
export function CancelSubscriptionDialog({
  open,
  planName,
  accessUntil,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  planName: string;
  /** "24/12/2026", or null when the period end is unknown. */
  accessUntil: string | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title="Cancelar assinatura?"
      description={`O ${planName} não será renovado.`}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy} data-autofocus>
            Manter assinatura
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
            Cancelar assinatura
          </Button>
        </>
      }
    >
      <ul className="list-disc space-y-2 pl-5 text-slate-700 text-sm leading-relaxed marker:text-slate-400">
        <li>
          {accessUntil
            ? `Você continua com acesso até ${accessUntil}, o fim do período já pago.`
            : 'Você continua com acesso até o fim do período já pago.'}
        </li>
        <li>Não há reembolso do período em andamento.</li>
        <li>Depois disso, para gravar novas consultas, basta assinar de novo.</li>
      </ul>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
