import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, registration, type TestApp } from '../../test/test-app.ts';
import { SIGN_UP_PER_IP } from './routes.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const signUp = (payload: Record<string, unknown>) =>
  app.request('/api/accounts/sign-up', { method: 'POST', body: JSON.stringify(payload) });

describe('sign-up limits', () => {
  it('refuses a weak or common password with the reason in Portuguese', async () => {
    const response = await signUp(registration({ password: 'senha123' }));
    expect(response.status).toBe(400);
    const { code, message } = await body(response);
    expect(code).toBe('VALIDATION');
    expect(message).toMatch(/^Senha fraca\. /);
    const named = await signUp(registration({ firstName: 'Marcelino', password: 'marcelino2024' }));
    expect(named.status).toBe(400);
  });

  it('counts sign-up attempts per client address', async () => {
    // The refused ones count too (a bot guessing is still a bot); they also keep this test fast.
    for (let i = 2; i < SIGN_UP_PER_IP.limit - 1; i += 1) {
      expect((await signUp({})).status).toBe(400);
    }
    expect((await signUp(registration())).status).toBe(200);
    const limited = await signUp(registration());
    expect(limited.status).toBe(429);
    expect(await body(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
  });

  it('takes its limit from SIGN_UP_LIMIT_PER_HOUR, for installations where many share one address', async () => {
    const shared = await createTestApp({ SIGN_UP_LIMIT_PER_HOUR: '3' });
    try {
      const attempt = () =>
        shared.request('/api/accounts/sign-up', { method: 'POST', body: JSON.stringify(registration()) });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(200);
      expect((await attempt()).status).toBe(429);
    } finally {
      await shared.close();
    }
  });
});
