import postgres from 'postgres';

/**
 * An empty database on the PostgreSQL server of DATABASE_URL (the CI role has CREATEDB): createTestApp's, and
 * those of tests that need one of their own (migrating from nothing, restoring a backup, server processes).
 */
export async function createScratchDatabase(
  adminUrl: string,
  label: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `vetvoz_${label}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        // PostgreSQL 15 refuses `with (force)` to a non-superuser while an autovacuum worker is in the
        // database (42501): the worker is short-lived, so wait and try again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await dropper.unsafe(`drop database if exists ${name} with (force)`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt === 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}
