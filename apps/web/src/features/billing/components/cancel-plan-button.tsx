import type { BillingSummary, SubscriptionView } from '@vetvoz/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.ts';
import { cancelSubscription } from '../api/billing-api.ts';
import { formatBillingDate } from '../usage-text.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';

/**
 * "Cancelar …" and its confirmation, for a vet's own plan and a unit's alike: asks first, cancels at
 * Stripe (no renewal), and hands the new billing summary to `onCancelled`; a failure stays in the dialog.
 */
export function CancelPlanButton({
  subscription,
  label,
  size,
  className,
  onCancelled,
}: {
  subscription: SubscriptionView;
  label: string;
  size?: 'sm' | 'md';
  className?: string;
  onCancelled: (summary: BillingSummary) => Promise<void> | void;
}) {
  const cancel = useConfirm(async () =>
    onCancelled(await cancelSubscription(subscription.checkoutSessionId)),
  );
  return (
    <>
      <Button variant="danger" size={size} onClick={cancel.ask} className={className}>
        {label}
      </Button>
      <CancelSubscriptionDialog
        {...cancel.dialog}
        planName={subscription.planName}
        accessUntil={subscription.currentPeriodEnd ? formatBillingDate(subscription.currentPeriodEnd) : null}
      />
    </>
  );
}
