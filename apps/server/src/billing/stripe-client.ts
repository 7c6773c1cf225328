import Stripe from 'stripe';

export interface StripeSettings {
  secretKey?: string;
  /** Stripe's API, or a local stand-in in tests and development (STRIPE_API_BASE). */
  apiBase: string;
}

/**
 * The Stripe SDK for this server, or undefined when no secret key is configured (then paid plans show
 * "pagamento indisponível" and the free trial still works). Calls time out fast and retry twice: a webhook
 * or a cancel waits on them.
 */
export function createStripeClient(settings: StripeSettings): Stripe | undefined {
  if (!settings.secretKey) return undefined;
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    timeout: 10_000,
    maxNetworkRetries: 2,
    telemetry: false,
  });
}
