import type Stripe from 'stripe';

/** The stand-in's objects and its handle, shared by its API (stripe-stand-in.ts) and its pages. */

export type Interval = { interval: 'month' | 'year'; count: number };
export const INTERVALS = {
  mensal: { interval: 'month', count: 1 },
  semestral: { interval: 'month', count: 6 },
  anual: { interval: 'year', count: 1 },
} satisfies Record<string, Interval>;
export type StandInPlan = keyof typeof INTERVALS;
/** The price ids the stand-in sells (STRIPE_PRICE_* in its env). */
export const PRICES: Record<StandInPlan, string> = {
  mensal: 'price_vetvoz_mensal',
  semestral: 'price_vetvoz_semestral',
  anual: 'price_vetvoz_anual',
};
export const planOfPrice = (price: string | null | undefined) =>
  (Object.keys(PRICES) as StandInPlan[]).find((plan) => PRICES[plan] === price);

export interface FakeSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  start_date: number;
  period: { start: number; end: number };
  interval: Interval;
}

export interface FakeSession {
  id: string;
  client_reference_id: string | null;
  subscription: string | null;
  customer: string | null;
  customer_email?: string | null;
  status: 'open' | 'complete' | 'expired';
  created: number;
  url?: string;
  success_url?: string;
  cancel_url?: string;
  price?: string;
  metadata?: Record<string, string>;
}

export interface FakePortalSession {
  id: string;
  customer: string;
  return_url: string;
  url: string;
  /** The form Stripe received, flattened (`flow_data[type]` …). */
  params: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  env: Record<string, string>;
  subscriptions: Map<string, FakeSubscription>;
  sessions: Map<string, FakeSession>;
  portalSessions: Map<string, FakePortalSession>;
  /** Every DELETE /v1/subscriptions/:id with the form it carried (prorate, invoice_now). */
  cancellations: Array<{ subscription: string; params: Record<string, string> }>;
  /** Every price change with the form it carried (proration_behavior). */
  updates: Array<{ subscription: string; params: Record<string, string> }>;
  /** Answers every API call with this status (500: Stripe down), until set back to undefined. */
  failWith: number | undefined;
  /** How many API calls arrived (by method and path kind). */
  calls: string[];
  /** A paid checkout: the session (complete) and its active subscription. */
  checkout(options: {
    clientReferenceId: string;
    interval?: Interval;
    start?: Date;
    customer?: string;
    created?: Date;
  }): { session: FakeSession; subscription: FakeSubscription };
  /** Pays an open session the server created: its subscription at the session's price. */
  completeSession(sessionId: string): { session: FakeSession; subscription: FakeSubscription };
  subscriptionObject(subscription: FakeSubscription): object;
  sessionObject(session: FakeSession): object;
  /** A webhook event of `type` about `object`, as Stripe sends it: its JSON and the signature header. */
  signedEvent(
    type: string,
    object: object,
    created?: Date,
  ): Promise<{ id: string; body: string; signature: string }>;
  close(): Promise<void>;
}
