import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { PASSWORD_CHECK_LIMITS } from './password-throttle.ts';

/**
 * Someone holding a session (a clinic's shared PC) guesses the account's password through every route that
 * checks it. Each route has its own case; the per-user budget is shared by all of them.
 */

let app: TestApp;
beforeAll(async () => {
  // Behind one trusted proxy, so each request can come from another address.
  app = await createTestApp({ TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: '1' });
});
afterAll(() => app.close());

let address = 0;
const nextIp = () => {
  address += 1;
  return `203.0.113.${address % 250}`;
};

/** One guess at each password-checking route, with a wrong password. */
const GUESSES: Record<string, (password: string) => { path: string; payload: Record<string, unknown> }> = {
  'change-password': (password) => ({
    path: '/api/auth/change-password',
    payload: { currentPassword: password, newPassword: 'cavalo-azul-lampada' },
  }),
  'verify-password': (password) => ({ path: '/api/auth/verify-password', payload: { password } }),
  'delete-user': (password) => ({ path: '/api/auth/delete-user', payload: { password } }),
};

function guess(route: string, password: string, cookie: string, ip: string) {
  const make = GUESSES[route];
  if (!make) throw new Error(route);
  const { path, payload } = make(password);
  return app.request(path, {
    method: 'POST',
    cookie,
    headers: { 'x-forwarded-for': ip },
    body: JSON.stringify(payload),
  });
}

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await body(response)).toEqual({
    code: 'RATE_LIMITED',
    message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  });
}

describe('password guesses by a session holder', () => {
  for (const route of Object.keys(GUESSES)) {
    it(`${route}: limited per user whatever the address, even the right password then waits`, async () => {
      const { cookie } = await signUp(app);
      for (let i = 0; i < PASSWORD_CHECK_LIMITS.perUser.limit; i += 1) {
        const response = await guess(route, `senha-errada-${i}`, cookie, nextIp());
        expect(response.status, `attempt ${i + 1}`).toBe(400);
      }
      await expectThrottled(await guess(route, 'senha-errada-x', cookie, nextIp()));
      await expectThrottled(await guess(route, TEST_PASSWORD, cookie, nextIp()));
      // The account is still there and the password unchanged.
      expect((await body(await app.request('/api/me', { cookie }))).user).not.toBeNull();
    });
  }

  it('the per-user budget is one for every route: switching routes gives no more guesses', async () => {
    const { cookie } = await signUp(app);
    const routes = Object.keys(GUESSES);
    for (let i = 0; i < PASSWORD_CHECK_LIMITS.perUser.limit; i += 1) {
      await guess(routes[i % routes.length] as string, `senha-errada-${i}`, cookie, nextIp());
    }
    for (const route of routes) await expectThrottled(await guess(route, 'outra', cookie, nextIp()));
  });

  it('limited per client address across accounts', async () => {
    const ip = '198.51.100.7';
    const perUser = PASSWORD_CHECK_LIMITS.perUser.limit;
    let sent = 0;
    while (sent < PASSWORD_CHECK_LIMITS.perIp.limit) {
      const { cookie } = await signUp(app);
      for (let i = 0; i < perUser && sent < PASSWORD_CHECK_LIMITS.perIp.limit; i += 1, sent += 1) {
        expect((await guess('verify-password', `senha-errada-${i}`, cookie, ip)).status).toBe(400);
      }
    }
    const fresh = await signUp(app);
    await expectThrottled(await guess('change-password', 'senha-errada', fresh.cookie, ip));
    // Another address is not held back by this one.
    expect((await guess('verify-password', TEST_PASSWORD, fresh.cookie, nextIp())).status).toBe(200);
  });
});
