/**
 * Stripe.js (docs/product-rules.md §7 "a card payment provider script is loaded from its CDN"), loaded lazily on the plan
 * and payment pages only. The server's CSP allows js.stripe.com only on documents served at those paths
 * (apps/server/src/http/security-headers.ts), so the script is added only when this document was loaded
 * at one of them: after an in-app navigation the document keeps the CSP of its first page, and asking
 * would only raise a CSP violation. A failed load is swallowed (docs/product-rules.md §8): payment links need no script.
 */
export const STRIPE_SCRIPT_URL = 'https://js.stripe.com/v3/';

export function stripeAllowedOn(path: string): boolean {
  return path === '/plans' || path.startsWith('/payment/');
}

/** The path this document was loaded at (not where the router is now). */
function documentPath(): string | null {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry?.name) return null;
  try {
    return new URL(entry.name).pathname;
  } catch {
    return null;
  }
}

export function loadStripeScript(path: string | null = documentPath()): void {
  if (path === null || !stripeAllowedOn(path)) return;
  if (document.querySelector(`script[src="${STRIPE_SCRIPT_URL}"]`)) return;
  const add = () => {
    const script = document.createElement('script');
    script.src = STRIPE_SCRIPT_URL;
    script.async = true;
    script.addEventListener('error', () => script.remove());
    document.head.append(script);
  };
  // After the page's own load, so a slow or unreachable CDN never holds the page's load event.
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}
