import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, type TrustProxy } from './client-ip.ts';

/** The address clientIp reports for a request from `socket` carrying `forwarded` as X-Forwarded-For. */
async function seen(trustProxy: TrustProxy, forwarded: string | undefined, socket = '10.0.0.9') {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, trustProxy)));
  const headers = forwarded === undefined ? undefined : { 'x-forwarded-for': forwarded };
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return response.text();
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await seen(false, '203.0.113.7')).toBe('10.0.0.9');
  });

  it('behind one proxy takes the entry that proxy appended, not a spoofed leading one', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(await seen(1, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(1, '1.2.3.4,5.6.7.8 ,  203.0.113.7 ')).toBe('203.0.113.7');
    expect(await seen(1, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('behind N proxies takes the N-th entry from the right', async () => {
    // client → CDN (appends client) → load balancer (appends CDN) → app
    expect(await seen(2, '1.2.3.4, 203.0.113.7, 198.51.100.2')).toBe('203.0.113.7');
    expect(await seen(3, '1.2.3.4, 203.0.113.7, 198.51.100.2, 192.0.2.1')).toBe('203.0.113.7');
  });

  it('falls back to the socket when the header is missing, empty or shorter than the trusted hops', async () => {
    expect(await seen(1, undefined)).toBe('10.0.0.9');
    expect(await seen(1, ' , ')).toBe('10.0.0.9');
    expect(await seen(2, '203.0.113.7')).toBe('10.0.0.9');
  });

  it('answers "unknown" without a socket (in-process requests)', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientIp(c, 1)));
    expect(await (await app.request('/')).text()).toBe('unknown');
  });
});
