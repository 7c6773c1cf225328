import { ERROR_MESSAGES } from '@vetvoz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { PAGE_VIEW_LIMIT } from './routes.ts';

let app: TestApp;
beforeAll(async () => {
  // Behind one proxy, so each test request can come from an address of its own.
  app = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => app.close());

const view = (ip: string) =>
  app.request('/api/analytics/pageview', {
    method: 'POST',
    body: JSON.stringify({ path: '/planos' }),
    headers: { 'x-forwarded-for': ip },
  });

describe('POST /api/analytics/pageview throttle', () => {
  it(`takes ${PAGE_VIEW_LIMIT.limit} views a minute from one address, then answers 429 in pt-BR`, async () => {
    expect(PAGE_VIEW_LIMIT).toEqual({ limit: 120, windowSeconds: 60 });
    for (let i = 0; i < PAGE_VIEW_LIMIT.limit; i++) {
      const response = await view('203.0.113.50');
      expect(response.status).toBe(204);
    }
    const refused = await view('203.0.113.50');
    expect(refused.status).toBe(429);
    expect(await body(refused)).toEqual({ code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED });
    // Another visitor is not held up, and a spoofed leading entry does not buy a fresh count.
    expect((await view('203.0.113.51')).status).toBe(204);
    expect((await view('10.9.9.9, 203.0.113.50')).status).toBe(429);
  });
});
