import { z } from 'zod';
import { PLANS, type Plan } from '../plans.ts';

/**
 * A subscription as billing knows it (decision 021). The owner is a user or a business unit;
 * the free trial is a subscription too (plan gratis, the spec's "free_session" marker as its checkout
 * session), so every account has one answer to "what may I use".
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Em teste',
  active: 'Ativa',
  past_due: 'Pagamento pendente',
  canceled: 'Cancelada',
};

/** What the quota rules read of a subscription; dates are instants (UTC). */
export interface SubscriptionTerms {
  plan: Plan;
  status: SubscriptionStatus;
  /** When the subscription began: the anchor of the monthly windows of every paid plan. */
  startedAt: Date;
  /** The paid period (a month, six, or twelve); null for the free trial. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When a renewal first failed (status past_due); null otherwise. */
  pastDueSince: Date | null;
}

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const planSchema = z.enum(PLANS);
