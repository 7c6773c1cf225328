import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config.ts';
import { createLogger } from '../logging/logger.ts';
import { openDatabase } from './database.ts';

/**
 * `npm run db:migrate -w @vetvoz/server`: applies the committed migrations and exits — the deploy's one-shot
 * step (the `migrate` service of compose.yaml), so app instances can start with MIGRATE_ON_START=false.
 * Reads the same environment as the server (DATABASE_URL, or DATA_DIR for PGlite). Safe to run while other
 * instances start or migrate: they wait on the same advisory lock.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const startedAt = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    migrate: true,
  });
  await database.close();
  log.info({ driver: database.kind, ms: Math.round(performance.now() - startedAt) }, 'migrações aplicadas');
}

main().catch((error: unknown) => {
  const text =
    error instanceof ConfigError ? error.message : `Falha ao migrar o banco de dados: ${String(error)}`;
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
