import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/support/scratch-database.ts';
import { openDatabase } from './database.ts';
import { migrationsFolder, PendingMigrationsError } from './migrations.ts';

const committed = readMigrationFiles({ migrationsFolder }).length;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('migrations on PGlite', () => {
  it('`npm run db:migrate` applies them and exits, then an instance that does not migrate opens the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-migrate-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const serverDir = path.resolve(import.meta.dirname, '../..');
    // The command as the deploy runs it; DATABASE_URL unset, so it migrates PGlite in DATA_DIR/pg.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/db/migrate-command.ts'],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir },
        timeout: 60_000,
      },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) as string)).toMatchObject({
      driver: 'pglite',
      msg: 'migrações aplicadas',
    });
    const instance = await openDatabase({ pgliteDir: path.join(dataDir, 'pg'), migrate: false });
    cleanups.push(() => instance.close());
    expect(await instance.ping()).toBe(true);
    // A child process with its own PGlite start: slow on a busy CI machine.
  }, 90_000);

  it('an instance that does not migrate refuses a database with pending migrations, naming the command', async () => {
    const attempt = openDatabase({ migrate: false });
    await expect(attempt).rejects.toBeInstanceOf(PendingMigrationsError);
    await expect(attempt).rejects.toThrow(/MIGRATE_ON_START=false.*npm run db:migrate/);
  });
});

// The race only exists with several processes on one server: PGlite has a single owner. CI's PostgreSQL
// suite sets DATABASE_URL; the default (PGlite) run skips these.
describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL as string;

  it('several instances starting at once on a fresh database all succeed and apply each migration once', async () => {
    const scratch = await createScratchDatabase(adminUrl, 'migrate');
    cleanups.push(scratch.drop);
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: scratch.url })),
    );
    for (const result of opened) if (result.status === 'fulfilled') cleanups.push(() => result.value.close());
    expect(opened.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));

    const check = postgres(scratch.url, { max: 1, onnotice: () => {} });
    cleanups.push(() => check.end());
    const [applied] = await check`select count(*)::int as "count" from drizzle.__drizzle_migrations`;
    expect(applied?.count).toBe(committed);
    // And the lock is released: nothing waits on it once every migrator is done.
    const [locks] = await check`select count(*)::int as "count" from pg_locks where locktype = 'advisory'`;
    expect(locks?.count).toBe(0);
  });

  it('an instance with MIGRATE_ON_START=false starts on a migrated database and refuses an empty one', async () => {
    const empty = await createScratchDatabase(adminUrl, 'migrate');
    cleanups.push(empty.drop);
    await expect(openDatabase({ databaseUrl: empty.url, migrate: false })).rejects.toBeInstanceOf(
      PendingMigrationsError,
    );

    const migrator = await openDatabase({ databaseUrl: empty.url });
    await migrator.close();
    const instance = await openDatabase({ databaseUrl: empty.url, migrate: false });
    cleanups.push(() => instance.close());
    const rows = await instance.db.execute(sql`select count(*)::int as "count" from "user"`);
    expect(rows).toBeDefined();
  });
});
