import { BILLING_PERIOD_WORDS, formatBrl, PLAN_DISPLAY_NAMES, type PriceChangeInput } from '@vetvoz/domain';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { formatDay } from '../../model/format.ts';

interface ConfirmPriceChangeDialogProps {
  /** The change about to be announced; null keeps the dialog closed. */
  change: PriceChangeInput | null;
  announcing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Announcing tells every subscriber of the plan and cannot be withdrawn, so it is asked first. */
export function ConfirmPriceChangeDialog({
  change,
  announcing,
  onConfirm,
  onClose,
}: ConfirmPriceChangeDialogProps) {
  const plan = change ? PLAN_DISPLAY_NAMES[change.plan] : '';
  return (
    <ConfirmDialog
      open={change !== null}
      title="Anunciar o novo preço?"
      description={
        change ? (
          <>
            O plano {plan} passa a custar <strong>{formatBrl(change.chargeCents)}</strong>{' '}
            {BILLING_PERIOD_WORDS[change.plan]} nas renovações a partir de{' '}
            <strong>{formatDay(change.effectiveOn)}</strong>. Cada assinante do {plan} recebe uma notificação
            30 dias antes da sua renovação. O anúncio não pode ser desfeito; um novo anúncio para o mesmo
            plano passa a valer no lugar dele.
          </>
        ) : null
      }
      cancelLabel="Cancelar"
      confirmLabel="Anunciar e avisar assinantes"
      confirmVariant="primary"
      focus="confirm"
      busyLabel="Anunciando…"
      busy={announcing}
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}
