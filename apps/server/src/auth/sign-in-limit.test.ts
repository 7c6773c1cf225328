import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

describe('sign-in limit per address', () => {
  it('takes its limit from SIGN_IN_LIMIT_PER_IP, for installations where many share one address', async () => {
    const shared = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '3' });
    try {
      // Different e-mails: only the per-address rule can refuse the fourth.
      const attempt = (n: number) =>
        shared.request('/api/auth/sign-in/email', {
          method: 'POST',
          body: JSON.stringify({ email: `ninguem-${n}@example.com`, password: 'senha-errada-123' }),
        });
      for (let n = 0; n < 3; n += 1) expect((await attempt(n)).status).toBe(401);
      expect((await attempt(3)).status).toBe(429);
    } finally {
      await shared.close();
    }
  });
});
