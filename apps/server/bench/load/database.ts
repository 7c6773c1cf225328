import postgres from 'postgres';
import { readProcStat } from './proc-stats.ts';

/** Where the bench looks for PostgreSQL when DATABASE_URL is unset: the local cluster's socket. */
const LOCAL_SOCKET_DIR = '/var/run/postgresql';

export interface BenchDatabase {
  /** For the server under test. */
  url: string;
  /** Extra environment the server needs to reach it (the socket directory for a socketed URL). */
  env: Record<string, string>;
  describe: string;
  /** CPU ticks of this database's PostgreSQL backends, by pid (local servers only; empty otherwise). */
  backendTicks(): Promise<Map<number, number>>;
  /**
   * Transactions this database has finished (pg_stat_database): a statement outside a transaction is one,
   * so the difference over a step, per segment, counts the server's round trips to the database.
   */
  transactions(): Promise<number>;
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set (used as it is: the operator's own database), otherwise a scratch database on the
 * local cluster, reached through its Unix socket as the current OS user and dropped at the end.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const sql = postgres(given, { max: 1, onnotice: () => {} });
    await reachable(sql, `DATABASE_URL (${redact(given)})`);
    const held = await consultationsHeld(sql);
    return {
      url: given,
      env: {},
      describe:
        `PostgreSQL at DATABASE_URL (${redact(given)})` +
        (held > 0
          ? `, already holding ${held} consultations: a used database gives slower figures than a fresh ` +
            'one (decision 058), compare runs on fresh ones'
          : ''),
      backendTicks: () => backendTicks(sql, new URL(given).pathname.slice(1)),
      transactions: () => transactions(sql, new URL(given).pathname.slice(1)),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const socketDir = process.env.PGHOST ?? LOCAL_SOCKET_DIR;
  const admin = postgres({ host: socketDir, database: 'postgres', max: 1, onnotice: () => {} });
  await reachable(admin, `the local PostgreSQL (socket in ${socketDir})`);
  const name = `vetvoz_load_${process.pid}_${Date.now().toString(36)}`;
  await admin.unsafe(`create database ${name}`);
  const [{ version }] = (await admin`select current_setting('server_version') as version`) as unknown as [
    { version: string },
  ];
  return {
    // An empty host makes the server's driver take PGHOST: the socket directory.
    url: `postgresql:///${name}`,
    env: { PGHOST: socketDir },
    describe: `local PostgreSQL ${version}, scratch database ${name}`,
    backendTicks: () => backendTicks(admin, name),
    transactions: () => transactions(admin, name),
    close: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Consultations already in the database (0 before its first migration). */
async function consultationsHeld(sql: postgres.Sql): Promise<number> {
  const [table] = await sql<
    { name: string | null }[]
  >`select to_regclass('public.consultation')::text as name`;
  if (!table?.name) return 0;
  const [row] = await sql<{ held: number }[]>`select count(*)::int as held from consultation`;
  return row?.held ?? 0;
}

async function reachable(sql: postgres.Sql, what: string): Promise<void> {
  try {
    await sql`select 1`;
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `No PostgreSQL: could not reach ${what}: ${reason}\n` +
        'bench:load measures the server on PostgreSQL. Set DATABASE_URL (postgres://user:password@host/db), ' +
        'or start the local cluster (pg_ctlcluster 15 main start) and give your OS user a role that may ' +
        'create databases (su postgres -c "createuser -s $(whoami)").',
    );
  }
}

/** The backends' own CPU from /proc: only meaningful when PostgreSQL runs on this machine. */
async function backendTicks(sql: postgres.Sql, database: string): Promise<Map<number, number>> {
  const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`;
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = readProcStat(pid);
    if (stat) ticks.set(pid, stat.ticks);
  }
  return ticks;
}

async function transactions(sql: postgres.Sql, database: string): Promise<number> {
  // Statistics reach the shared view up to a second late: ask for a fresh snapshot.
  await sql`select pg_stat_clear_snapshot()`;
  const [row] = await sql<{ count: string }[]>`
    select xact_commit + xact_rollback as count from pg_stat_database where datname = ${database}`;
  return Number(row?.count ?? 0);
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}
