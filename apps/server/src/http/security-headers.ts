import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for the API and the SPA. The SPA is built by Vite with no inline scripts,
 * so scripts are 'self' only; inline styles are allowed because UI libraries set style attributes.
 */
export function securityHeaders(options: { isProduction: boolean }) {
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
