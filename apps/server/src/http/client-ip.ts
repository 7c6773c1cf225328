import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Whether the app sits behind reverse proxies, and how many: `false` (clients connect directly), or the
 * number of trusted proxies in front (TRUST_PROXY=true with TRUSTED_PROXY_HOPS, default 1).
 */
export type TrustProxy = false | number;

/**
 * The client's address for rate limits and the analytics hash. Each proxy appends the address it saw to
 * X-Forwarded-For, and a client can send any entries of its own first, so only the entries our proxies
 * appended are trusted: with N trusted proxies the client is the N-th entry from the right. Without a
 * trusted proxy, or when the header is shorter than that, it is the socket's peer.
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  if (trustProxy !== false && trustProxy >= 1) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const client = entries.length >= trustProxy ? entries[entries.length - trustProxy] : undefined;
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
