import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** The API reference page for developers (development only, http/openapi.ts). */
export const API_REFERENCE_PATH = '/api/docs';

/**
 * Security headers for the API and the SPA. The SPA is built by Vite with no inline scripts,
 * so scripts are 'self' only (plus Stripe.js on the plan and payment pages); inline styles are allowed
 * because UI libraries set style attributes.
 */
export function securityHeaders(options: { isProduction: boolean }): MiddlewareHandler {
  const strict = strictHeaders(options);
  const payment = strictHeaders({ ...options, stripe: true });
  const byPage: MiddlewareHandler = (c, next) =>
    stripePage(c.req.path) ? payment(c, next) : strict(c, next);
  if (options.isProduction) return byPage;
  // Scalar's page loads its script from a CDN and runs two inline scripts (nonce): allowed on that page only.
  const reference = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, 'https://cdn.jsdelivr.net'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://cdn.jsdelivr.net'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:', 'https://fonts.scalar.com', 'https://cdn.jsdelivr.net'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
  return (c, next) => (c.req.path === API_REFERENCE_PATH ? reference(c, next) : byPage(c, next));
}

/** Stripe.js's origins (its script and its iframes on js.stripe.com; its calls to api.stripe.com). */
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * The pages that load Stripe.js (docs/product-rules.md §7: the plan and payment pages only; apps/web billing/stripe-script.ts
 * adds it only on a document served at one of them). Every other page keeps scripts to 'self'.
 */
export function stripePage(path: string): boolean {
  return path === '/plans' || path === '/payment/success' || path === '/payment/failure';
}

function strictHeaders(options: { isProduction: boolean; stripe?: boolean }): MiddlewareHandler {
  const stripe = options.stripe === true;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: stripe ? ["'self'", STRIPE_JS] : ["'self'"],
      ...(stripe ? { frameSrc: [STRIPE_JS] } : {}),
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: stripe ? ["'self'", STRIPE_API] : ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      microphone: ['self'],
      camera: [],
      geolocation: [],
    },
    crossOriginEmbedderPolicy: false,
  });
}
