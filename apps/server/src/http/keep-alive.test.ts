import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsAlive } from './keep-alive.ts';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Two requests 6 s apart (Node's default idle close is 5 s): the second must go on the first's socket. */
async function secondRequestReusesSocket(configure: (server: ReturnType<typeof createServer>) => void) {
  const server = createServer((_req, res) => res.end('ok'));
  servers.push(server);
  configure(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<boolean>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(req.reusedSocket));
      });
      req.on('error', reject);
      req.end();
    });
  await get();
  await delay(6000);
  const reused = await get().catch(() => false);
  agent.destroy();
  return reused;
}

describe('idle client connections', () => {
  it('stay open past Node’s five seconds, so the next segment goes on the same connection', async () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(await secondRequestReusesSocket(keepConnectionsAlive)).toBe(true);
  }, 20_000);

  it('are closed after five idle seconds without it (what the setting is for)', async () => {
    expect(await secondRequestReusesSocket(() => {})).toBe(false);
  }, 20_000);
});
