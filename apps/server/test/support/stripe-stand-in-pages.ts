import type { IncomingMessage, ServerResponse } from 'node:http';
import { INTERVALS, PRICES, type StandInPlan, type StripeStandIn } from './stripe-stand-in-model.ts';

/**
 * The pages a person sees on the Stripe stand-in, for the browser tests: a payment link (`/pay/<plan>`),
 * a hosted Checkout (`/checkout/<session>`) and the Customer Portal (`/portal/<session>`). Paying, changing
 * the plan or cancelling sends the signed webhook Stripe would send to the app, then returns to it.
 */
const html = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(response: ServerResponse, title: string, inner: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${html(title)} (Stripe de teste)</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>${html(title)}</h1>${inner}</body></html>`);
}

const button = (label: string, action = '') =>
  `<form method="post"${action ? ` action="${html(action)}"` : ''} style="margin:1rem 0"><button type="submit" style="min-height:44px;padding:0 1.5rem">${html(label)}</button></form>`;

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

const planOf = (interval: { interval: string; count: number }) =>
  (Object.keys(INTERVALS) as StandInPlan[]).find(
    (plan) => INTERVALS[plan].interval === interval.interval && INTERVALS[plan].count === interval.count,
  ) ?? 'mensal';

async function deliver(standIn: StripeStandIn, appUrl: string, type: string, object: object) {
  const event = await standIn.signedEvent(type, object);
  await fetch(`${appUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.body,
  });
}

export async function serveHostedPage({
  standIn,
  appUrl,
  request,
  response,
  url,
  body,
}: {
  standIn: StripeStandIn;
  appUrl: string;
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  body: string;
}): Promise<boolean> {
  const post = request.method === 'POST';
  const link = /^\/pay\/(mensal|semestral|anual)$/.exec(url.pathname);
  if (link) {
    const plan = link[1] as StandInPlan;
    if (!post) {
      const reference = url.searchParams.get('client_reference_id') ?? '';
      page(
        response,
        `Pagamento de teste: ${plan}`,
        `<form method="post"><input type="hidden" name="ref" value="${html(reference)}"><button type="submit" style="min-height:44px;padding:0 1.5rem">Pagar</button></form>`,
      );
      return true;
    }
    const reference = new URLSearchParams(body).get('ref') ?? '';
    const paid = standIn.checkout({ clientReferenceId: reference, interval: INTERVALS[plan] });
    await deliver(standIn, appUrl, 'checkout.session.completed', standIn.sessionObject(paid.session));
    redirect(response, `${appUrl}/payment/success?session_id=${paid.session.id}`);
    return true;
  }
  const checkout = /^\/checkout\/(\w+)$/.exec(url.pathname);
  if (checkout) {
    const session = standIn.sessions.get(checkout[1] as string);
    if (!session) return false;
    if (!post) {
      const plan = (Object.keys(PRICES) as StandInPlan[]).find((name) => PRICES[name] === session.price);
      page(
        response,
        `Pagamento de teste: ${plan ?? 'mensal'}`,
        `${button('Pagar')}<p><a href="${html(session.cancel_url ?? appUrl)}">Voltar</a></p>`,
      );
      return true;
    }
    const paid = standIn.completeSession(session.id);
    await deliver(standIn, appUrl, 'checkout.session.completed', standIn.sessionObject(paid.session));
    redirect(
      response,
      (session.success_url ?? `${appUrl}/payment/success`).replace('{CHECKOUT_SESSION_ID}', session.id),
    );
    return true;
  }
  const portal = /^\/portal\/(\w+)(?:\/(confirm|cancel)\/?(\w*))?$/.exec(url.pathname);
  if (portal) {
    const session = standIn.portalSessions.get(portal[1] as string);
    if (!session) return false;
    const { params } = session;
    const afterUrl = params['flow_data[after_completion][redirect][return_url]'] ?? session.return_url;
    const changing = params['flow_data[type]'] === 'subscription_update_confirm';
    const target = params['flow_data[subscription_update_confirm][subscription]'];
    const newPrice = params['flow_data[subscription_update_confirm][items][0][price]'];
    if (post && portal[2] === 'confirm' && target) {
      const plan = (Object.keys(PRICES) as StandInPlan[]).find((name) => PRICES[name] === newPrice);
      const subscription = standIn.subscriptions.get(target);
      if (!subscription || !plan) return false;
      subscription.interval = INTERVALS[plan];
      subscription.cancel_at_period_end = false;
      standIn.updates.push({ subscription: target, params: { proration_behavior: 'create_prorations' } });
      await deliver(
        standIn,
        appUrl,
        'customer.subscription.updated',
        standIn.subscriptionObject(subscription),
      );
      redirect(response, afterUrl);
      return true;
    }
    if (post && portal[2] === 'cancel') {
      const subscription = standIn.subscriptions.get(portal[3] ?? '');
      if (!subscription || subscription.customer !== session.customer) return false;
      subscription.cancel_at_period_end = true;
      await deliver(
        standIn,
        appUrl,
        'customer.subscription.updated',
        standIn.subscriptionObject(subscription),
      );
      redirect(response, session.return_url);
      return true;
    }
    const open = [...standIn.subscriptions.values()].filter(
      (sub) => sub.customer === session.customer && sub.status !== 'canceled',
    );
    const inner = changing
      ? `<p>Trocar para o plano ${html(
          (Object.keys(PRICES) as StandInPlan[]).find((name) => PRICES[name] === newPrice) ?? '',
        )}, com cobrança proporcional.</p>${button('Confirmar troca', `/portal/${session.id}/confirm`)}`
      : open
          .map(
            (sub) =>
              `<p>Plano ${planOf(sub.interval)}${sub.cancel_at_period_end ? ' (cancelamento agendado)' : ''}</p>${
                sub.cancel_at_period_end
                  ? ''
                  : button('Cancelar assinatura', `/portal/${session.id}/cancel/${sub.id}`)
              }`,
          )
          .join('');
    page(
      response,
      'Portal de pagamento de teste',
      `<p>Cartão •••• 4242 · Faturas</p>${inner}<p><a href="${html(session.return_url)}">Voltar ao VetVoz</a></p>`,
    );
    return true;
  }
  return false;
}
