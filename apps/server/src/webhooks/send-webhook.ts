import { createHmac } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_SECRET_PREFIX, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_URL_MESSAGE } from '@vetvoz/domain';
import { isAllowedWebhookAddress } from './address-policy.ts';

/** A receiver that has not answered (headers and body) by then is cut: the attempt failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Bytes of an answer read before it is dropped: only the status counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Every address a host name resolves to (all of them must be allowed). */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** How deliveries leave the server: the environment decides what a URL may be. */
export interface WebhookTransport {
  production: boolean;
  resolve?: ResolveHost;
  timeoutMs?: number;
}

export type WebhookOutcome =
  | { ok: true; status: number }
  | { ok: false; status: number | null; error: string };

const defaultResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The signing secret of an endpoint: derived from its salt and the server secret, never stored. */
export function webhookSecret(serverSecret: string, salt: string): string {
  return `${WEBHOOK_SECRET_PREFIX}${createHmac('sha256', serverSecret).update(`webhook-secret:${salt}`).digest('base64url')}`;
}

/** `VetVoz-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * The URL a vet may register: https (plain http only outside production, for a local receiver), no
 * credentials, and a host that is not an internal address written out. Names are resolved again at each
 * send (a name may point elsewhere later). Returns the pt-BR reason when refused.
 */
export function webhookUrlProblem(raw: string, { production }: { production: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_URL_MESSAGE;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production)) return WEBHOOK_URL_MESSAGE;
  if (url.username || url.password || !url.hostname) return WEBHOOK_URL_MESSAGE;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isAllowedWebhookAddress(host, { production })) return WEBHOOK_URL_MESSAGE;
  if (production && (host === 'localhost' || host.endsWith('.localhost'))) return WEBHOOK_URL_MESSAGE;
  return null;
}

/**
 * Posts one signed event. The host is resolved now and every address must be public (outside production
 * the loopback too); the connection goes to the address checked, so a name that changes between the
 * check and the connection (DNS rebinding) cannot reach inside. Redirects are not followed; the whole
 * exchange is cut at the timeout. Errors are pt-BR sentences for the delivery log.
 */
export async function postWebhook({
  url: raw,
  body,
  secret,
  transport,
  now = () => Date.now(),
}: {
  url: string;
  body: string;
  secret: string;
  transport: WebhookTransport;
  now?: () => number;
}): Promise<WebhookOutcome> {
  const problem = webhookUrlProblem(raw, transport);
  if (problem) return { ok: false, status: null, error: 'Endereço recusado: não é uma URL https pública.' };
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const timeoutMs = transport.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  // The cut covers the name's lookup too: a claim's lease (claim-deliveries.ts) outlasts the whole send.
  const startedAt = Date.now();
  let addresses: { address: string; family: number }[];
  let lookupTimer: NodeJS.Timeout | undefined;
  try {
    addresses =
      isIP(host) !== 0
        ? [{ address: host, family: isIP(host) }]
        : await Promise.race([
            (transport.resolve ?? defaultResolve)(host),
            new Promise<never>((_, reject) => {
              lookupTimer = setTimeout(() => reject(new Error('lookup timed out')), timeoutMs);
            }),
          ]);
  } catch {
    return { ok: false, status: null, error: 'O nome do endereço não foi encontrado (DNS).' };
  } finally {
    clearTimeout(lookupTimer);
  }
  const [target] = addresses;
  if (!target || addresses.some((a) => !isAllowedWebhookAddress(a.address, transport))) {
    return { ok: false, status: null, error: 'Endereço recusado: aponta para uma rede interna.' };
  }
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const timestamp = Math.floor(now() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  const leftMs = Math.max(1, timeoutMs - (Date.now() - startedAt));
  return new Promise<WebhookOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: WebhookOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'VetVoz-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, timestamp),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const settle = () =>
          finish(
            status >= 200 && status < 300
              ? { ok: true, status }
              : { ok: false, status, error: `O endereço respondeu HTTP ${status}.` },
          );
        response.on('end', settle);
        response.on('close', settle);
        response.on('error', settle);
      },
    );
    const deadline = setTimeout(() => {
      finish({
        ok: false,
        status: null,
        error: `Sem resposta em ${(timeoutMs / 1000).toLocaleString('pt-BR')} s.`,
      });
      request.destroy();
    }, leftMs);
    request.on('error', () =>
      finish({ ok: false, status: null, error: 'Não foi possível conectar ao endereço.' }),
    );
    request.end(body);
  });
}
