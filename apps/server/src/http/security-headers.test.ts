import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

/** The CSP of each page: Stripe.js only where it is loaded (docs/product-rules.md §7), 'self' everywhere else. */
async function cspOf(path: string, isProduction = true): Promise<Map<string, string>> {
  const app = new Hono();
  app.use('*', securityHeaders({ isProduction }));
  app.get('*', (c) => c.text('ok'));
  const response = await app.request(path);
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );
}

describe('content security policy', () => {
  it.each(['/plans', '/payment/success', '/payment/failure'])(
    'lets %s load Stripe.js, its frames and its API, and nothing more',
    async (path) => {
      for (const production of [true, false]) {
        const csp = await cspOf(path, production);
        expect(csp.get('script-src')).toBe("'self' https://js.stripe.com");
        expect(csp.get('frame-src')).toBe('https://js.stripe.com');
        expect(csp.get('connect-src')).toBe("'self' https://api.stripe.com");
        expect(csp.get('frame-ancestors')).toBe("'none'");
        expect(csp.get('default-src')).toBe("'self'");
      }
    },
  );

  it.each(['/', '/consultation', '/profile', '/plans/x', '/payment', '/api/subscription', '/login'])(
    'keeps %s to its own origin',
    async (path) => {
      const csp = await cspOf(path);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.has('frame-src')).toBe(false);
      expect([...csp.values()].join(' ')).not.toContain('stripe');
    },
  );
});
