import type { Server } from 'node:http';

/**
 * How long an idle client connection stays open. Node closes it after 5 s by default, but the capture
 * page sends a segment every 20 s and browsers keep a connection for minutes: each upload then paid a new
 * connection, and an upload told to come back after Retry-After (2–10 s) could go out on a connection
 * the node was closing at that instant. Longer than a proxy's usual idle timeout (60 s), so in front of
 * one it is the proxy that closes first, never the node under a request in flight.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A headers timeout shorter than the keep-alive one has cut reused connections in Node: kept above it.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}
