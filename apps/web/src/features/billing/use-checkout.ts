import type { PaidPlan } from '@vetvoz/domain';
import { useState } from 'react';
import { toast } from '../../components/ui/toast/index.ts';
import { ApiError } from '../../lib/api.ts';
import { startCheckout } from './api/billing-api.ts';

/** What a paid plan says when this server sells none (no Stripe keys): the trial still works. */
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'O pagamento online ainda não está disponível. Use suas consultas gratuitas enquanto isso.';

/** Leaves the app for Stripe's hosted page; a seam the tests replace. */
export const leaveForPayment = { assign: (url: string) => window.location.assign(url) };

/** Sends a signed-in vet to the hosted payment page of a plan; says so when that is not possible. */
export function useCheckout() {
  const [pending, setPending] = useState<PaidPlan | null>(null);
  async function checkout(plan: PaidPlan) {
    setPending(plan);
    try {
      leaveForPayment.assign(await startCheckout({ plan }));
      // The page is leaving: the button stays busy until it does.
    } catch (error) {
      setPending(null);
      if (error instanceof ApiError && error.code === 'PAYMENT_UNAVAILABLE')
        toast.info(PAYMENT_UNAVAILABLE_MESSAGE);
      else toast.error((error as Error).message);
    }
  }
  return { checkout, pending };
}
