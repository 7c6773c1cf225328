import { afterEach, describe, expect, it } from 'vitest';
import { loadStripeScript, STRIPE_SCRIPT_URL, stripeAllowedOn } from './stripe-script.ts';

const scripts = () => document.querySelectorAll(`script[src="${STRIPE_SCRIPT_URL}"]`);

afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe('Stripe.js loading', () => {
  it('is allowed only on the plan and payment pages, as the server’s CSP says', () => {
    expect(['/plans', '/payment/success', '/payment/failure'].every(stripeAllowedOn)).toBe(true);
    expect(['/', '/consultation', '/profile', '/login'].some(stripeAllowedOn)).toBe(false);
  });

  it('adds the script once on a document served at /plans, none elsewhere', () => {
    loadStripeScript('/consultation');
    expect(scripts()).toHaveLength(0);
    loadStripeScript('/plans');
    loadStripeScript('/plans');
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('swallows a failed load and can try again on the next page', () => {
    loadStripeScript('/payment/success');
    const script = scripts()[0] as HTMLScriptElement;
    expect(() => script.dispatchEvent(new Event('error'))).not.toThrow();
    expect(scripts()).toHaveLength(0);
    loadStripeScript('/payment/failure');
    expect(scripts()).toHaveLength(1);
  });

  it('adds nothing when the document’s own path is unknown', () => {
    loadStripeScript(null);
    expect(scripts()).toHaveLength(0);
  });
});
