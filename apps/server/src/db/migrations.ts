import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * The session-level advisory lock every migrator takes on PostgreSQL. drizzle's migrator has none: two
 * processes starting at once on a fresh database would both read "nothing applied" and both run 0000, and
 * the loser would fail on a duplicate table. With the lock the second waits, then finds everything applied.
 */
export const MIGRATION_LOCK_NAME = 'vetvoz:migrations';

/** The schema and table drizzle keeps its applied migrations in (its defaults). */
const APPLIED = sql`drizzle.__drizzle_migrations`;

/**
 * Applies the committed migrations to a PostgreSQL server under the advisory lock. A connection of its own
 * (max 1), so the session lock, drizzle's reads and its transaction all run on the same backend.
 */
export async function migratePostgresLocked(databaseUrl: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const db = drizzlePostgres(client);
    await db.execute(sql`select pg_advisory_lock(hashtext(${MIGRATION_LOCK_NAME}))`);
    try {
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(hashtext(${MIGRATION_LOCK_NAME}))`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

export class PendingMigrationsError extends Error {
  override name = 'PendingMigrationsError';
}

/** What a database has applied, as the newest migration's timestamp (drizzle's `created_at`). */
async function newestApplied(execute: (query: ReturnType<typeof sql>) => Promise<unknown>): Promise<number> {
  const exists = rowsOf(await execute(sql`select to_regclass('drizzle.__drizzle_migrations') as "table"`));
  if (!exists[0]?.table) return 0;
  const rows = rowsOf(await execute(sql`select max(created_at)::text as "newest" from ${APPLIED}`));
  return Number(rows[0]?.newest ?? 0);
}

/**
 * With MIGRATE_ON_START=false an instance does not migrate, but it must not serve a schema older than its
 * code: it stops, naming the command to run. A database newer than the code is fine — during a rolling
 * upgrade the deploy's migrate step runs first and the old instances keep serving (migrations are additive,
 * see docs/operations.md "Upgrades").
 */
export async function assertMigrated(
  execute: (query: ReturnType<typeof sql>) => Promise<unknown>,
): Promise<void> {
  const expected = readMigrationFiles({ migrationsFolder });
  const newestInCode = Math.max(0, ...expected.map((migration) => migration.folderMillis));
  const applied = await newestApplied(execute);
  if (applied < newestInCode) {
    const pending = expected.filter((migration) => migration.folderMillis > applied).length;
    throw new PendingMigrationsError(
      `O banco de dados tem ${pending} migração(ões) pendente(s) e MIGRATE_ON_START=false: rode \`npm run db:migrate -w @vetvoz/server\` (o serviço migrate do compose.yaml) antes de iniciar as instâncias.`,
    );
  }
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
    Record<string, unknown>
  >;
}
