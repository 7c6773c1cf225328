import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A practice system's webhook receiver on the loopback (allowed outside production): records every call
 * and answers `status` (a function of the call number), or never answers when `hang` is set.
 */
export async function startWebhookReceiver(
  options: {
    status?: (call: number) => number;
    hang?: boolean;
    redirectTo?: string;
    /** Answers this long after the call arrived (a slow receiver). */
    delayMs?: number;
  } = {},
) {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      if (options.hang) return;
      if (options.redirectTo) {
        response.writeHead(302, { location: options.redirectTo }).end();
        return;
      }
      const status = options.status?.(received.length) ?? 200;
      const answer = () => response.writeHead(status).end('ok');
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/vetvoz`,
    received,
    /** Resolves once `count` calls have arrived (or rejects after `timeoutMs`). */
    waitFor(count: number, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} webhooks arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
