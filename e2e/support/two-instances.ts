import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { FAKE_OPENAI_PORT, SERVER_LOG_DIR, SMTP_CATCHER_PORT } from './servers.ts';

/**
 * Two app instances on one PostgreSQL database, started by a spec itself (several nodes): the
 * main e2e servers run on embedded PGlite, which one process owns. They take the ports after the
 * isolated server's; the spec's projects take turns on them (holdTwoInstances).
 */
const basePort = Number(process.env.E2E_PORT ?? 3100);
export const INSTANCE_A_URL = `http://127.0.0.1:${basePort + 2}`;
export const INSTANCE_B_URL = `http://127.0.0.1:${basePort + 3}`;

/** A PostgreSQL role that may create databases; each run gets a scratch database, dropped at the end. */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL;

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const LOCK_STALE_AFTER_MS = 240_000;

/** Playwright's projects run the spec in parallel workers: one pair of instances at a time. */
export async function holdTwoInstances(): Promise<() => void> {
  const lock = path.join(tmpdir(), `vetvoz-e2e-two-instances-${basePort}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      const age = (() => {
        try {
          return Date.now() - statSync(lock).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if (age > LOCK_STALE_AFTER_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export interface TwoInstances {
  /** SIGTERM to both, then their scratch database and data folders go. */
  stop: () => Promise<void>;
}

/**
 * Starts instances A and B on a fresh database on the server of `adminUrl`, each with its own DATA_DIR,
 * the same AUTH_SECRET (sessions are shared), the stand-in AI server and the SMTP catcher of the run.
 */
export async function startTwoInstances(adminUrl: string): Promise<TwoInstances> {
  const name = `vetvoz_e2e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;

  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        break;
      } catch (error) {
        // PostgreSQL 15 refuses a non-superuser's force while an autovacuum worker is in the database.
        if ((error as { code?: string }).code !== '42501' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      [INSTANCE_A_URL, INSTANCE_B_URL].map(async (url) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `vetvoz-e2e-${new URL(url).port}-`));
        dataDirs.push(dataDir);
        const instance = spawnInstance(url, databaseUrl.toString(), dataDir);
        children.push(instance.child);
        await waitForHealth(url, instance);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

interface Instance {
  child: ChildProcess;
  /** What it wrote to stderr (start-up failures). */
  stderr: () => string;
}

function spawnInstance(url: string, databaseUrl: string, dataDir: string): Instance {
  const port = new URL(url).port;
  const fakeOpenAi = `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`;
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'segredo-comum-das-instancias-e2e-0123456789',
      SIGN_UP_LIMIT_PER_HOUR: '10000',
      // The log check (scripts/check-logs.ts) scans these too.
      LOG_LEVEL: 'info',
      LOG_FILE: path.join(SERVER_LOG_DIR, `server-${port}.log`),
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: fakeOpenAi,
      AI_STT_API_KEY: 'sk-e2e',
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fakeOpenAi,
      AI_TEXT_API_KEY: 'sk-e2e',
      AI_TEXT_MODEL: 'modelo-e2e',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_CATCHER_PORT}`,
      MAIL_FROM: 'VetVoz <nao-responda@vetvoz.test>',
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'),
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return { child, stderr: () => stderr };
}

async function waitForHealth(url: string, { child, stderr }: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${url} exited: ${stderr()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`instance ${url} did not start: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
