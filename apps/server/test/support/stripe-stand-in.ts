import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API billing calls (GET/POST /v1/subscriptions/:id,
 * GET /v1/checkout/sessions/:id), shaped as Stripe answers, and a signer of webhook events with the
 * official SDK's test header — for tests and benches only. Listens on 127.0.0.1.
 */

export const WEBHOOK_SECRET = 'whsec_test_vetvoz_stand_in';
export const SECRET_KEY = 'sk_test_vetvoz_stand_in';

type Interval = { interval: 'month' | 'year'; count: number };
export const INTERVALS = {
  mensal: { interval: 'month', count: 1 },
  semestral: { interval: 'month', count: 6 },
  anual: { interval: 'year', count: 1 },
} satisfies Record<string, Interval>;

interface FakeSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  start_date: number;
  period: { start: number; end: number };
  interval: Interval;
}

interface FakeSession {
  id: string;
  client_reference_id: string | null;
  subscription: string | null;
  customer: string;
  status: 'open' | 'complete' | 'expired';
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface StripeStandIn {
  url: string;
  env: Record<string, string>;
  subscriptions: Map<string, FakeSubscription>;
  sessions: Map<string, FakeSession>;
  /** Answers every API call with this status (500: Stripe down), until set back to undefined. */
  failWith: number | undefined;
  /** How many API calls arrived (by method and path kind). */
  calls: string[];
  /** A paid checkout: the session (complete) and its active subscription. */
  checkout(options: { clientReferenceId: string; interval?: Interval; start?: Date }): {
    session: FakeSession;
    subscription: FakeSubscription;
  };
  subscriptionObject(subscription: FakeSubscription): object;
  /** A webhook event of `type` about `object`, as Stripe sends it: its JSON and the signature header. */
  signedEvent(
    type: string,
    object: object,
    created?: Date,
  ): Promise<{ id: string; body: string; signature: string }>;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions = new Map<string, FakeSession>();
  const sdk = new Stripe(SECRET_KEY);

  const subscriptionObject = (sub: FakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    start_date: sub.start_date,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: sub.period.start,
          current_period_end: sub.period.end,
          price: {
            id: `price_${sub.interval.interval}_${sub.interval.count}`,
            object: 'price',
            recurring: { interval: sub.interval.interval, interval_count: sub.interval.count },
          },
        },
      ],
    },
  });
  const sessionObject = (session: FakeSession) => ({
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    ...session,
  });

  const standIn: StripeStandIn = {
    url: '',
    env: {},
    subscriptions,
    sessions,
    failWith: undefined,
    calls: [],
    checkout({ clientReferenceId, interval = INTERVALS.mensal, start = new Date() }) {
      const end = new Date(start);
      if (interval.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + interval.count);
      else end.setUTCMonth(end.getUTCMonth() + interval.count);
      const subscription: FakeSubscription = {
        id: id('sub'),
        customer: id('cus'),
        status: 'active',
        cancel_at_period_end: false,
        start_date: seconds(start),
        period: { start: seconds(start), end: seconds(end) },
        interval,
      };
      subscriptions.set(subscription.id, subscription);
      const session: FakeSession = {
        id: id('cs_test'),
        client_reference_id: clientReferenceId,
        subscription: subscription.id,
        customer: subscription.customer,
        status: 'complete',
      };
      sessions.set(session.id, session);
      return { session, subscription };
    },
    subscriptionObject,
    async signedEvent(type, object, created = new Date()) {
      const event = {
        id: id('evt'),
        object: 'event',
        type,
        created: seconds(created),
        api_version: '2026-10-28.endive',
        data: { object },
      };
      const body = JSON.stringify(event);
      const signature = await sdk.webhooks.generateTestHeaderStringAsync({
        payload: body,
        secret: WEBHOOK_SECRET,
      });
      return { id: event.id, body, signature };
    },
    close: async () => undefined,
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(payload));
    };
    standIn.calls.push(`${request.method} ${url.pathname.replace(/[a-z]+_[0-9a-f_test]+$/, ':id')}`);
    if (standIn.failWith) {
      send(standIn.failWith, { error: { type: 'api_error', message: 'Stand-in failure' } });
      return;
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    const missing = () =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
      });
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1] as string);
      if (!subscription) return missing();
      if (request.method === 'POST') {
        const form = new URLSearchParams(body);
        if (form.get('cancel_at_period_end') === 'true') subscription.cancel_at_period_end = true;
      }
      return send(200, subscriptionObject(subscription));
    }
    if (sessionMatch && request.method === 'GET') {
      const session = sessions.get(sessionMatch[1] as string);
      return session ? send(200, sessionObject(session)) : missing();
    }
    missing();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}`;
  standIn.env = {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    STRIPE_LINK_MENSAL: 'https://buy.stripe.com/test_mensal',
    STRIPE_LINK_SEMESTRAL: 'https://buy.stripe.com/test_semestral',
    STRIPE_LINK_ANUAL: 'https://buy.stripe.com/test_anual',
  };
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
