import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { assertMigrated, migratePostgresLocked, migrationsFolder } from './migrations.ts';
import * as schema from './schema/index.ts';
import { noDelaySocketFor } from './tcp-no-delay.ts';

export type Schema = typeof schema;
/** The common surface of both drivers: code never needs to know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * LISTEN on a channel (NOTIFY payloads from any process); resolves to the unlisten function.
   * `onRelisten` runs each time the connection was lost and LISTEN was issued again: notifications sent in
   * between were missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onRelisten?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; when absent (tests), PGlite keeps everything in memory. */
  pgliteDir?: string;
  /**
   * Apply the committed migrations (default). False (MIGRATE_ON_START=false, the deploy runs
   * `npm run db:migrate` once): only check that none is pending, and stop naming the command if one is.
   */
  migrate?: boolean;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase({
  databaseUrl,
  pgliteDir,
  migrate = true,
}: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, migrate);
  return openPglite(pgliteDir, migrate);
}

async function openPostgres(databaseUrl: string, migrate: boolean): Promise<Database> {
  // Several instances may start at once: the migrator takes an advisory lock (db/migrations.ts).
  if (migrate) await migratePostgresLocked(databaseUrl);
  // `socket` is postgres.js's documented custom-socket option, missing from its types: hence the spread.
  const socket = noDelaySocketFor(databaseUrl);
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {}, ...(socket ? { socket } : {}) });
  const db = drizzlePostgres(client, { schema });
  if (!migrate)
    await checkedOrClosed(
      () => assertMigrated((query) => db.execute(query)),
      () => client.end(),
    );
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: () => pingWith(db as unknown as Db),
    listen: async (channel, onPayload, onRelisten) => {
      let listened = false;
      // postgres.js reconnects and listens again by itself, calling this each time it has.
      const { unlisten } = await client.listen(channel, onPayload, () => {
        if (listened) onRelisten?.();
        listened = true;
      });
      return unlisten;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string | undefined, migrate: boolean): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram index of the history's name search (migration 0016).
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  // One process owns a PGlite directory, so no lock is needed here.
  if (migrate) await migratePglite(db, { migrationsFolder });
  else
    await checkedOrClosed(
      () => assertMigrated((query) => db.execute(query)),
      () => client.close(),
    );
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => pingWith(db as unknown as Db),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** Runs the check; on failure closes the connection first, so the caller's error is not held open. */
async function checkedOrClosed(check: () => Promise<void>, close: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    await close();
    throw error;
  }
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
