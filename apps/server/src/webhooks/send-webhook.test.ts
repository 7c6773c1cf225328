import { afterAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/support/webhook-receiver.ts';
import { postWebhook, signWebhook, WEBHOOK_TIMEOUT_MS, type WebhookTransport } from './send-webhook.ts';

const receivers: WebhookReceiver[] = [];
afterAll(() => Promise.all(receivers.map((r) => r.close())));
async function receiver(options?: Parameters<typeof startWebhookReceiver>[0]) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

const body = JSON.stringify({ id: 'e1', type: 'document.ready' });
const send = (url: string, transport: WebhookTransport) =>
  postWebhook({ url, body, secret: 'whsec_x', transport });
const resolvingTo =
  (...addresses: string[]): WebhookTransport['resolve'] =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('postWebhook (SSRF guard, resolved at send time)', () => {
  it('refuses a name that resolves to an internal address, without connecting', async () => {
    const local = await receiver();
    const port = new URL(local.url).port;
    for (const address of ['10.1.2.3', '192.168.0.1', '169.254.169.254', 'fd00::1', '::ffff:172.16.0.1']) {
      const outcome = await send(`http://hook.exemplo.test:${port}/x`, {
        production: false,
        resolve: resolvingTo(address),
      });
      expect(outcome, address).toEqual({
        ok: false,
        status: null,
        error: 'Endereço recusado: aponta para uma rede interna.',
      });
    }
    expect(local.received).toHaveLength(0);
  });

  it('in production refuses plain http, the loopback, and a name with any internal address among public ones', async () => {
    const production = { production: true, resolve: resolvingTo('93.184.216.34', '127.0.0.1') };
    expect((await send('http://hook.exemplo.com.br/x', production)).ok).toBe(false);
    expect(await send('https://127.0.0.1/x', production)).toMatchObject({ ok: false, status: null });
    expect(await send('https://localhost/x', production)).toMatchObject({ ok: false, status: null });
    expect(await send('https://hook.exemplo.com.br/x', production)).toEqual({
      ok: false,
      status: null,
      error: 'Endereço recusado: aponta para uma rede interna.',
    });
  });

  it('connects to the address it checked (no second lookup), with the name in Host and the signature header', async () => {
    const local = await receiver();
    const port = new URL(local.url).port;
    let lookups = 0;
    const outcome = await send(`http://pims.exemplo.test:${port}/hook`, {
      production: false,
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(outcome).toEqual({ ok: true, status: 200 });
    expect(lookups).toBe(1);
    const [call] = local.received;
    expect(call?.headers.host).toBe(`pims.exemplo.test:${port}`);
    expect(call?.headers['content-type']).toBe('application/json');
    const t = Number(/t=(\d+)/.exec(String(call?.headers['vetvoz-signature']))?.[1]);
    expect(call?.headers['vetvoz-signature']).toBe(signWebhook('whsec_x', body, t));
    expect(call?.body).toBe(body);
  });

  it('does not follow redirects', async () => {
    const target = await receiver();
    const redirecting = await receiver({ redirectTo: target.url });
    const outcome = await send(redirecting.url, { production: false });
    expect(outcome).toEqual({ ok: false, status: 302, error: 'O endereço respondeu HTTP 302.' });
    expect(target.received).toHaveLength(0);
  });

  it('cuts a receiver that hangs (10 s in the app)', async () => {
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
    const hanging = await receiver({ hang: true });
    const started = Date.now();
    const outcome = await send(hanging.url, { production: false, timeoutMs: 300 });
    expect(outcome).toEqual({ ok: false, status: null, error: 'Sem resposta em 0,3 s.' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('says so when nothing listens or the name does not resolve', async () => {
    const closed = await receiver();
    await closed.close();
    expect(await send(closed.url, { production: false })).toMatchObject({
      ok: false,
      error: 'Não foi possível conectar ao endereço.',
    });
    const outcome = await send('https://nao-existe.invalid/x', {
      production: true,
      resolve: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    expect(outcome).toMatchObject({ ok: false, error: 'O nome do endereço não foi encontrado (DNS).' });
  });
});
