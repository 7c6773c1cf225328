import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** The API reference page for developers (development only, http/openapi.ts). */
export const API_REFERENCE_PATH = '/api/docs';

/**
 * Security headers for the API and the SPA. The SPA is built by Vite with no inline scripts,
 * so scripts are 'self' only; inline styles are allowed because UI libraries set style attributes.
 */
export function securityHeaders(options: { isProduction: boolean }): MiddlewareHandler {
  const strict = strictHeaders(options);
  if (options.isProduction) return strict;
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
  return (c, next) => (c.req.path === API_REFERENCE_PATH ? reference(c, next) : strict(c, next));
}

function strictHeaders(options: { isProduction: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
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
