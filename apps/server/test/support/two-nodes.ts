import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createScratchDatabase } from './scratch-database.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/** The origin both nodes answer for, as behind one load balancer: links, CSRF and cookies agree. */
export const CLUSTER_ORIGIN = 'http://localhost:3000';

export interface TwoNodes {
  a: ServerProcess;
  b: ServerProcess;
  /** A connection of the test's own to the nodes' database, to look at what they stored. */
  sql: postgres.Sql;
  /** SIGTERM to both (their exit codes, A then B), then the scratch database and data folders go. */
  close: () => Promise<[number | null, number | null]>;
}

/**
 * Two server processes on one fresh PostgreSQL database (a scratch database on the server named by
 * `adminUrl`), each with its own DATA_DIR — nothing on a node's disk is shared, as on two machines.
 * They start at once, so both race to migrate the empty database (the migrator's advisory lock).
 * Every node gets `env`; `envA` and `envB` add to one of them.
 */
export async function startTwoNodes({
  adminUrl,
  env = {},
  envA = {},
  envB = {},
}: {
  adminUrl: string;
  env?: Record<string, string>;
  envA?: Record<string, string>;
  envB?: Record<string, string>;
}): Promise<TwoNodes> {
  const database = await createScratchDatabase(adminUrl, 'nodes');
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), 'vetvoz-node-a-')),
    mkdtempSync(path.join(tmpdir(), 'vetvoz-node-b-')),
  ];
  const common = {
    DATABASE_URL: database.url,
    PUBLIC_URL: CLUSTER_ORIGIN,
    // Shared by every node: sessions are signed and rate-limit keys hashed with it.
    AUTH_SECRET: 'segredo-comum-dos-nos-de-teste-0123456789',
    WEB_DIST_DIR: path.join(dataDirs[0] as string, 'no-web-build'),
    ...env,
  };
  const cleanUp = async () => {
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  const starting = [
    startServerProcess({ env: { ...common, ...envA, DATA_DIR: dataDirs[0] as string } }),
    startServerProcess({ env: { ...common, ...envB, DATA_DIR: dataDirs[1] as string } }),
  ];
  const results = await Promise.allSettled(starting);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    for (const result of results) if (result.status === 'fulfilled') await result.value.kill();
    await cleanUp();
    throw failed.reason;
  }
  const [a, b] = results.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value) as [
    ServerProcess,
    ServerProcess,
  ];
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  return {
    a,
    b,
    sql,
    close: async () => {
      const codes = await Promise.all([a.stop(), b.stop()]);
      await sql.end();
      await cleanUp();
      return codes;
    },
  };
}
