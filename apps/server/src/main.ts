import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { keepConnectionsAlive } from './http/keep-alive.ts';
import { createLogger, logFileDestination } from './logging/logger.ts';

/** What requests, transcriptions and jobs in progress get after SIGTERM before being cut or handed back. */
const WORK_GRACE_MS = 8000;
/** Past this the process exits whatever is left (container platforms kill at 10 s by default: set 20 s). */
const SHUTDOWN_LIMIT_MS = 15_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(
    config.logLevel,
    config.logFile === undefined ? undefined : logFileDestination(config.logFile),
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    migrate: config.migrateOnStart,
  });
  const { app, worker, lifecycle, stop } = createApp({ config, database, log });
  await worker.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(
      { port: info.port, database: database.kind, publicUrl: config.publicUrl },
      `VetVoz no ar em ${config.publicUrl}`,
    );
  });
  if ('keepAliveTimeout' in server) keepConnectionsAlive(server);

  let stopping = false;
  /**
   * SIGTERM (decision 031): new requests get 503 and go to another node, live streams end asking the
   * browser to reconnect, requests in progress and acknowledged transcriptions get WORK_GRACE_MS, running
   * jobs not done by then are handed back to the queue, then the database closes.
   */
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    lifecycle.beginDrain();
    const connectionsClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const requestsDone = Promise.race([connectionsClosed, delay(WORK_GRACE_MS)]).then(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    void Promise.all([requestsDone, stop({ graceMs: WORK_GRACE_MS })])
      .then(() => database.close())
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Falha ao iniciar o VetVoz: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
