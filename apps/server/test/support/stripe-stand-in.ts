import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  type FakePortalSession,
  type FakeSession,
  type FakeSubscription,
  INTERVALS,
  type Interval,
  PRICES,
  planOfPrice,
  type StandInPlan,
  type StripeStandIn,
} from './stripe-stand-in-model.ts';
import { serveHostedPage } from './stripe-stand-in-pages.ts';

export {
  type FakePortalSession,
  type FakeSession,
  type FakeSubscription,
  INTERVALS,
  PRICES,
  type StandInPlan,
  type StripeStandIn,
};

/**
 * A local stand-in for the parts of Stripe's API billing calls, shaped as Stripe answers (form-encoded
 * requests, JSON objects): subscriptions (GET, POST update — cancel at period end, a new price with its
 * proration — and DELETE cancel), checkout sessions (POST create, GET), billing portal sessions (POST);
 * a signer of webhook events with the official SDK's test header; and, given `appUrl`, the hosted pages a
 * person sees (stripe-stand-in-pages.ts), which send their webhooks to that app. The server tests, the
 * benches and the browser tests (e2e/fixtures/stripe-hosted-page.ts) all use this one. Listens on 127.0.0.1.
 */

export const WEBHOOK_SECRET = 'whsec_test_vetvoz_stand_in';
export const SECRET_KEY = 'sk_test_vetvoz_stand_in';

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface StandInOptions {
  /** A fixed port (the browser tests); any free one by default. */
  port?: number;
  webhookSecret?: string;
  /** The app the hosted pages send their webhooks to and return to. */
  appUrl?: string;
  /** Leave the STRIPE_PRICE_* out of `env`: the server falls back to payment links. */
  linksOnly?: boolean;
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const webhookSecret = options.webhookSecret ?? WEBHOOK_SECRET;
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions = new Map<string, FakeSession>();
  const portalSessions = new Map<string, FakePortalSession>();
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

  function newSubscription(interval: Interval, start: Date, customer?: string): FakeSubscription {
    const end = periodEnd(start, interval);
    const subscription: FakeSubscription = {
      id: id('sub'),
      customer: customer ?? id('cus'),
      status: 'active',
      cancel_at_period_end: false,
      start_date: seconds(start),
      period: { start: seconds(start), end: seconds(end) },
      interval,
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  const standIn: StripeStandIn = {
    url: '',
    env: {},
    subscriptions,
    sessions,
    portalSessions,
    cancellations: [],
    updates: [],
    failWith: undefined,
    calls: [],
    checkout({ clientReferenceId, interval = INTERVALS.mensal, start = new Date(), customer, created }) {
      const subscription = newSubscription(interval, start, customer);
      const session: FakeSession = {
        id: id('cs_test'),
        client_reference_id: clientReferenceId,
        subscription: subscription.id,
        customer: subscription.customer,
        status: 'complete',
        created: seconds(created ?? new Date()),
      };
      sessions.set(session.id, session);
      return { session, subscription };
    },
    completeSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status === 'complete' && session.subscription)
        return { session, subscription: subscriptions.get(session.subscription) as FakeSubscription };
      const plan = planOfPrice(session.price) ?? 'mensal';
      const subscription = newSubscription(INTERVALS[plan], new Date(), session.customer ?? undefined);
      session.subscription = subscription.id;
      session.customer = subscription.customer;
      session.status = 'complete';
      return { session, subscription };
    },
    subscriptionObject,
    sessionObject,
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
        secret: webhookSecret,
      });
      return { id: event.id, body, signature };
    },
    close: async () => undefined,
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith('/v1/')) {
      if (
        options.appUrl &&
        (await serveHostedPage({ standIn, appUrl: options.appUrl, request, response, url, body }))
      )
        return;
      response.writeHead(404).end();
      return;
    }
    const send = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(payload));
    };
    standIn.calls.push(`${request.method} ${url.pathname.replace(/[a-z]+_[0-9a-f_test]+$/, ':id')}`);
    if (standIn.failWith) {
      send(standIn.failWith, { error: { type: 'api_error', message: 'Stand-in failure' } });
      return;
    }
    // The SDK sends a DELETE's parameters in the query string, others in the form body.
    const form = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
    const missing = () =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
      });
    const subscriptionMatch = /^\/v1\/subscriptions\/(\w+)$/.exec(url.pathname);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1] as string);
      if (!subscription) return missing();
      if (request.method === 'DELETE') {
        if (subscription.status === 'canceled')
          return send(400, { error: { type: 'invalid_request_error', message: 'Already canceled' } });
        subscription.status = 'canceled';
        standIn.cancellations.push({ subscription: subscription.id, params: form });
      }
      if (request.method === 'POST') {
        if (form.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        const plan = planOfPrice(form['items[0][price]']);
        if (plan) {
          subscription.interval = INTERVALS[plan];
          standIn.updates.push({ subscription: subscription.id, params: form });
        }
      }
      return send(200, subscriptionObject(subscription));
    }
    if (url.pathname === '/v1/checkout/sessions' && request.method === 'POST') {
      const session: FakeSession = {
        id: id('cs_test'),
        client_reference_id: form.client_reference_id ?? null,
        subscription: null,
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        status: 'open',
        created: seconds(new Date()),
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        price: form['line_items[0][price]'],
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice(9, -1), value]),
        ),
      };
      if (!planOfPrice(session.price))
        return send(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
      session.url = `${standIn.url}/checkout/${session.id}`;
      sessions.set(session.id, session);
      return send(200, sessionObject(session));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(url.pathname);
    if (sessionMatch && request.method === 'GET') {
      const session = sessions.get(sessionMatch[1] as string);
      return session ? send(200, sessionObject(session)) : missing();
    }
    if (url.pathname === '/v1/billing_portal/sessions' && request.method === 'POST') {
      if (!form.customer) return send(400, { error: { type: 'invalid_request_error', message: 'customer' } });
      const portal: FakePortalSession = {
        id: id('bps'),
        customer: form.customer,
        return_url: form.return_url ?? '',
        url: '',
        params: form,
      };
      portal.url = `${standIn.url}/portal/${portal.id}`;
      portalSessions.set(portal.id, portal);
      return send(200, { object: 'billing_portal.session', ...portal });
    }
    missing();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}`;
  standIn.env = {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: standIn.url,
    STRIPE_LINK_MENSAL: `${standIn.url}/pay/mensal`,
    STRIPE_LINK_SEMESTRAL: `${standIn.url}/pay/semestral`,
    STRIPE_LINK_ANUAL: `${standIn.url}/pay/anual`,
    ...(options.linksOnly
      ? {}
      : {
          STRIPE_PRICE_MENSAL: PRICES.mensal,
          STRIPE_PRICE_SEMESTRAL: PRICES.semestral,
          STRIPE_PRICE_ANUAL: PRICES.anual,
        }),
  };
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

export function periodEnd(start: Date, interval: Interval): Date {
  const end = new Date(start);
  if (interval.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + interval.count);
  else end.setUTCMonth(end.getUTCMonth() + interval.count);
  return end;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
