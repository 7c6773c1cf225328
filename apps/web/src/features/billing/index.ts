// What other features and app/ may use from billing.

export {
  CANCEL_FAILED_MESSAGE,
  confirmCheckout,
  fetchUnitBilling,
  startCheckout,
  startFreeTrial,
} from './api/billing-api.ts';
export { BILLING_QUERY_KEY, storeBilling, useBilling } from './api/billing-query.ts';
export { CancelPlanButton } from './components/cancel-plan-button.tsx';
export { ManagePaymentButton } from './components/manage-payment-button.tsx';
export { PastDueBanner } from './components/past-due-banner.tsx';
export { QuotaGate } from './components/quota-gate.tsx';
export { SubscriptionCard } from './components/subscription-card.tsx';
export { UsageChip } from './components/usage-chip.tsx';
export { formatBillingDate, periodLine } from './usage-text.ts';
export { leaveForPayment, PAYMENT_UNAVAILABLE_MESSAGE, useCheckout } from './use-checkout.ts';
export { useStripeScript } from './use-stripe-script.ts';
