import {
  type BillingSummary,
  billingPortalContract,
  billingSummarySchema,
  type CheckoutRequest,
  type ConfirmCheckoutResponse,
  cancelSubscriptionContract,
  checkoutResponseSchema,
  confirmCheckoutContract,
  confirmCheckoutResponseSchema,
  contractUrl,
  getBillingContract,
  getUnitBillingContract,
  type PortalRequest,
  portalResponseSchema,
  startCheckoutContract,
  startFreeTrialContract,
  type UnitBilling,
  unitBillingSchema,
} from '@vetvoz/domain';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';

/** docs/product-rules.md §7/§8: what the cancel failure says when the server sends no `details`. */
export const CANCEL_FAILED_MESSAGE = 'Falha ao cancelar a assinatura no Stripe';

export function fetchBilling(signal?: AbortSignal): Promise<BillingSummary> {
  return apiRequest(getBillingContract.path, { schema: billingSummarySchema, signal });
}

/** The free trial; the server answers the existing subscription when there is one already. */
export function startFreeTrial(): Promise<BillingSummary> {
  return apiRequest(startFreeTrialContract.path, { method: 'POST', schema: billingSummarySchema });
}

/** The address of the plan's hosted payment page (anything unknown counts as mensal on the server). */
export async function startCheckout(request: CheckoutRequest): Promise<string> {
  const { url } = await apiRequest(startCheckoutContract.path, {
    method: 'POST',
    body: request,
    schema: checkoutResponseSchema,
  });
  return url;
}

export function confirmCheckout(sessionId: string, signal?: AbortSignal): Promise<ConfirmCheckoutResponse> {
  return apiRequest(confirmCheckoutContract.path, {
    method: 'POST',
    body: { sessionId },
    schema: confirmCheckoutResponseSchema,
    signal,
  });
}

/**
 * docs/product-rules.md §7: cancels at the end of the paid period. A failure is thrown with the server's `details` (what
 * Stripe answered, in pt-BR), or the spec's "Falha ao cancelar a assinatura no Stripe" when there are none.
 */
export async function cancelSubscription(checkoutSessionId: string): Promise<BillingSummary> {
  try {
    return await apiRequest(cancelSubscriptionContract.path, {
      method: 'POST',
      body: { checkoutSessionId },
      schema: billingSummarySchema,
    });
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
    const { url } = await apiRequest(billingPortalContract.path, {
      method: 'POST',
      body: request,
      schema: portalResponseSchema,
    });
    return url;
  } catch (error) {
    if (error instanceof ApiError && error.details) throw new Error(`${error.message} ${error.details}`);
    throw error;
  }
}

/** A unit's paid plan, for its owner. */
export function fetchUnitBilling(unitId: string, signal?: AbortSignal): Promise<UnitBilling> {
  return apiRequest(contractUrl(getUnitBillingContract, { id: unitId }), {
    schema: unitBillingSchema,
    signal,
  });
}
