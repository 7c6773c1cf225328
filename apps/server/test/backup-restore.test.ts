import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { createLogger } from '../src/logging/logger.ts';
import { createScratchDatabase } from './support/scratch-database.ts';
import { body, createTestApp, signUp, TEST_ORIGIN, type TestApp } from './test-app.ts';

const run = promisify(execFile);
const deployDir = path.resolve(import.meta.dirname, '../../../deploy');
const hasPgTools = await run('pg_dump', ['--version']).then(
  () => true,
  () => false,
);
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The restore drill of docs/operations.md, on a real server: it needs PostgreSQL (DATABASE_URL, set by CI's
// PostgreSQL suite) and Debian's postgresql-client (pg_dump, pg_restore); the PGlite run skips it.
describe.skipIf(!process.env.DATABASE_URL || !hasPgTools)('backup and restore (deploy/*.sh)', () => {
  const adminUrl = process.env.DATABASE_URL as string;

  it('a dump of a live database restores into an empty one that serves the same account and consultation', async () => {
    // The source: a migrated database with an account and a consultation written through the app.
    const app: TestApp = await createTestApp();
    cleanups.push(() => app.close());
    const vet = await signUp(app, { firstName: 'Lúcia', lastName: 'Backup' });
    const created = await app.request('/api/consultations', {
      method: 'POST',
      cookie: vet.cookie,
      body: JSON.stringify({ patient: { name: 'Paçoca', species: 'gato' } }),
    });
    expect(created.status).toBe(201);
    const consultation = await body(created);
    const sourceUrl = urlOf(adminUrl, await currentDatabase(app));

    // backup.sh twice with BACKUP_KEEP=1: one dump left, private to its owner.
    const backupDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-backups-'));
    cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
    const env = { ...process.env, DATABASE_URL: sourceUrl, BACKUP_DIR: backupDir, BACKUP_KEEP: '1' };
    await run('bash', [path.join(deployDir, 'backup.sh')], { env });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the names carry the second
    const { stdout } = await run('bash', [path.join(deployDir, 'backup.sh')], { env });
    const dump = stdout.trim();
    expect(readdirSync(backupDir)).toEqual([path.basename(dump)]);
    expect(statSync(dump).mode & 0o077).toBe(0);

    // restore.sh into an empty database.
    const target = await createScratchDatabase(adminUrl, 'restore');
    cleanups.push(target.drop);
    await run('bash', [path.join(deployDir, 'restore.sh'), dump], {
      env: { ...process.env, DATABASE_URL: target.url },
    });

    // The restored database is current (no pending migration), and an app on it knows the vet's session
    // and serves the consultation as it was.
    const restored = await openDatabase({ databaseUrl: target.url, migrate: false });
    cleanups.push(() => restored.close());
    const parts = createApp({ config: app.config, database: restored, log: createLogger('silent') });
    cleanups.push(() => parts.stop());
    const read = await parts.app.request(`/api/consultations/${consultation.id}`, {
      headers: { cookie: vet.cookie, origin: TEST_ORIGIN },
    });
    expect(read.status).toBe(200);
    expect(await body(read)).toMatchObject({
      id: consultation.id,
      patient: { name: 'Paçoca', species: 'gato' },
    });
    const me = await body(await parts.app.request('/api/me', { headers: { cookie: vet.cookie } }));
    expect(me.user.email).toBe(vet.email);
  });
});

async function currentDatabase(app: TestApp): Promise<string> {
  const result = await app.database.db.execute(sql`select current_database() as "name"`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    name: string;
  }>;
  return rows[0]?.name as string;
}

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
