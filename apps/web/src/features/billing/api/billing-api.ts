import {
  type BillingSummary,
  billingPortalContract,
  type CheckoutRequest,
  type ConfirmCheckoutResponse,
  cancelSubscriptionContract,
  confirmCheckoutContract,
  getBillingContract,
  getUnitBillingContract,
  type PortalRequest,
  startCheckoutContract,
  startFreeTrialContract,
  type UnitBilling,
} from '@vetvoz/domain';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { call } from '../../../lib/contract-client.ts';

/** docs/product-rules.md §7/§8: what the cancel failure says when the server sends no `details`. */
export const CANCEL_FAILED_MESSAGE = 'Falha ao cancelar a assinatura no Stripe';

export function fetchBilling(signal?: AbortSignal): Promise<BillingSummary> {
  return call(getBillingContract, { signal });
}

/** The free trial; the server answers the existing subscription when there is one already. */
export function startFreeTrial(): Promise<BillingSummary> {
  return call(startFreeTrialContract);
}

/** The address of the plan's hosted payment page (anything unknown counts as mensal on the server). */
export async function startCheckout(request: CheckoutRequest): Promise<string> {
  const { url } = await call(startCheckoutContract, { body: request });
  return url;
}

export function confirmCheckout(sessionId: string, signal?: AbortSignal): Promise<ConfirmCheckoutResponse> {
  return call(confirmCheckoutContract, { body: { sessionId }, signal });
}

/**
 * docs/product-rules.md §7: cancels at the end of the paid period. A failure is thrown with the server's `details` (what
 * Stripe answered, in pt-BR), or the spec's "Falha ao cancelar a assinatura no Stripe" when there are none.
 */
export async function cancelSubscription(checkoutSessionId: string): Promise<BillingSummary> {
  try {
    return await call(cancelSubscriptionContract, { body: { checkoutSessionId } });
  } catch (error) {
    if (error instanceof ApiError && error.details) throw new Error(error.details);
    if (error instanceof ApiError && error.status === 0) throw new Error(NETWORK_ERROR_MESSAGE);
    throw new Error(CANCEL_FAILED_MESSAGE);
  }
}

/**
 * Stripe's Customer Portal for the vet's own billing, or a unit's (its owner). A failure says what Stripe
 * answered (`details`, pt-BR) when the server sent it.
 */
export async function openBillingPortal(request: PortalRequest = {}): Promise<string> {
  try {
    const { url } = await call(billingPortalContract, { body: request });
    return url;
  } catch (error) {
    if (error instanceof ApiError && error.details) throw new Error(`${error.message} ${error.details}`);
    throw error;
  }
}

/** A unit's paid plan, for its owner. */
export function fetchUnitBilling(unitId: string, signal?: AbortSignal): Promise<UnitBilling> {
  return call(getUnitBillingContract, { params: { id: unitId }, signal });
}
