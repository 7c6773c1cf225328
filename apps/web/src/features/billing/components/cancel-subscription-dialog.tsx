import { type ConfirmControls, ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** Asked before canceling: what stays (access until the period end) and what does not (no refund). */
export function CancelSubscriptionDialog({
  planName,
  accessUntil,
  ...controls
}: ConfirmControls & {
  planName: string;
  /** "24/12/2026", or null when the period end is unknown. */
  accessUntil: string | null;
}) {
  return (
    <ConfirmDialog
      {...controls}
      title="Cancelar assinatura?"
      description={`O ${planName} não será renovado.`}
      cancelLabel="Manter assinatura"
      confirmLabel="Cancelar assinatura"
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
    </ConfirmDialog>
  );
}
