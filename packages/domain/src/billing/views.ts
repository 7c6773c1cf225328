import { z } from 'zod';
import { PAID_PLANS, paidPlanOf } from '../plans.ts';
import { planSchema, subscriptionStatusSchema } from './subscription.ts';

const isoDate = z.string().meta({ description: 'Data e hora ISO 8601 (UTC).' });

/** A subscription as the screens show it. */
export const subscriptionViewSchema = z.object({
  /** The id the cancel call takes ("free_session" for the trial). */
  checkoutSessionId: z.string(),
  plan: planSchema,
  planName: z.string(),
  status: subscriptionStatusSchema,
  statusLabel: z.string(),
  startedAt: isoDate,
  currentPeriodEnd: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  pastDueSince: isoDate.nullable(),
  businessUnitId: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const quotaViewSchema = z.object({
  allowed: z.boolean(),
  refusal: z.enum(['trial-exhausted', 'plan-limit', 'payment-overdue', 'subscription-ended']).optional(),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  level: z.enum(['ok', 'warning', 'exhausted']),
  windowStart: isoDate.nullable(),
  windowEnd: isoDate.nullable(),
});
export type QuotaView = z.infer<typeof quotaViewSchema>;

/** Everything the plan card, the usage meter and the quota gate need, in one answer. */
export const billingSummarySchema = z.object({
  subscription: subscriptionViewSchema.nullable(),
  quota: quotaViewSchema,
  /** Whether paid plans can be bought on this server (Stripe configured). */
  paymentAvailable: z.boolean(),
  /** Whether "Gerenciar pagamento" can open Stripe's Customer Portal (a paid plan was ever confirmed). */
  portalAvailable: z.boolean(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** Any plan name counts: the spec treats anything but semestral or anual as mensal. */
export const checkoutRequestSchema = z.object({
  plan: z
    .string({ error: 'Escolha um plano.' })
    .max(20, 'Plano inválido.')
    .regex(/^[\p{L}\p{N} _-]*$/u, 'Plano inválido.')
    .transform((plan) => paidPlanOf(plan))
    .pipe(z.enum(PAID_PLANS)),
  businessUnitId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,90}$/, 'Unidade inválida.')
    .optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ url: z.string() });

const unitIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,90}$/, 'Unidade inválida.');

/** "Gerenciar pagamento": the vet's own billing, or a unit's (its owner only). */
export const portalRequestSchema = z.object({ businessUnitId: unitIdSchema.optional() });
export type PortalRequest = z.input<typeof portalRequestSchema>;
export const portalResponseSchema = z.object({
  /** Stripe's Customer Portal for this session: card, invoices, cancelling. */
  url: z.string(),
});

/** A unit's plan as its owner manages it on /business-units. */
export const unitBillingSchema = z.object({
  /** The unit's paid plan that decides now (null: the unit is on its free pool). */
  subscription: subscriptionViewSchema.nullable(),
  paymentAvailable: z.boolean(),
  portalAvailable: z.boolean(),
});
export type UnitBilling = z.infer<typeof unitBillingSchema>;

const sessionIdSchema = z
  .string({ error: 'Sessão de pagamento inválida.' })
  .min(1, 'Sessão de pagamento inválida.')
  .max(255, 'Sessão de pagamento inválida.')
  .regex(/^[A-Za-z0-9_]+$/, 'Sessão de pagamento inválida.');

export const confirmCheckoutRequestSchema = z.object({ sessionId: sessionIdSchema });
export const confirmCheckoutResponseSchema = z.object({
  /** confirmed: the plan is active; pending: Stripe has not confirmed the payment yet. */
  state: z.enum(['confirmed', 'pending']),
  summary: billingSummarySchema,
});
export type ConfirmCheckoutResponse = z.infer<typeof confirmCheckoutResponseSchema>;

/** docs/product-rules.md §7: the cancel call takes the subscription's checkout session id. */
export const cancelSubscriptionRequestSchema = z.object({ checkoutSessionId: sessionIdSchema });

export const webhookResponseSchema = z.object({ received: z.literal(true) });
