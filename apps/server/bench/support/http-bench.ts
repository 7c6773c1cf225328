import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

export type BenchCall = (
  path: string,
  cookie: string,
  init?: RequestInit & { json?: unknown },
) => Promise<Response>;

/**
 * Serves the app on a loopback port, so a bench measures real HTTP (sockets, streaming) rather than
 * in-process requests, and returns a caller that sends the session cookie and our origin and throws on
 * any error answer.
 */
export async function serveForBench(app: TestApp): Promise<{ call: BenchCall; close: () => void }> {
  const server = serve({ fetch: app.parts.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call: BenchCall = async (path, cookie, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_ORIGIN);
    headers.set('cookie', cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  return { call, close: () => server.close() };
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
