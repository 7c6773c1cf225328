/**
 * The billing capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside billing/ import each other directly.
 */
export { pickCurrentSubscription } from './current-subscription.ts';
export { startFreeTrial } from './free-trial.ts';
export { billingRoutes } from './routes.ts';
export { stopBillingOf } from './stop-billing.ts';
export { createStripeClient } from './stripe-client.ts';
export { quotaFor, type SubscriptionRow, termsOf } from './subscriptions.ts';
export { trialDecision } from './trial-budget.ts';
export { countConsultationWithNotices, noticeTrialProgress } from './trial-notices.ts';
