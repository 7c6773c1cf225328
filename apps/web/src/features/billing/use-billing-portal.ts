import { useState } from 'react';
import { toast } from '../../components/ui/toast/index.ts';
import { openBillingPortal } from './api/billing-api.ts';
import { leaveForPayment } from './use-checkout.ts';

/**
 * "Gerenciar pagamento": leaves for Stripe's Customer Portal (card, invoices, cancelling) of the vet's own
 * plan or of a unit's; says why when Stripe cannot open it. The button stays busy while the page leaves.
 */
export function useBillingPortal(businessUnitId?: string) {
  const [pending, setPending] = useState(false);
  async function open() {
    setPending(true);
    try {
      leaveForPayment.assign(await openBillingPortal(businessUnitId ? { businessUnitId } : {}));
    } catch (error) {
      setPending(false);
      toast.error((error as Error).message);
    }
  }
  return { open, pending };
}
