import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { createLogger, logFileDestination } from './logging/logger.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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
  const { app, worker, stop } = createApp({ config, database, log });
  await worker.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(
      { port: info.port, database: database.kind, publicUrl: config.publicUrl },
      `VetVoz no ar em ${config.publicUrl}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await stop();
      await database.close();
      log.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Live event streams never go idle: give them a moment, then cut them (clients reconnect elsewhere).
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 2000).unref();
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
