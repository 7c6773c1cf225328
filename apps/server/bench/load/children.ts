import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
/** The production build, when there is one (`npm run build -w apps/server`): what a deploy runs. */
const BUILT_MAIN = path.join(SERVER_DIR, 'dist/main.js');

export interface Child {
  process: ChildProcess;
  pid: number;
  /** SIGTERM, then waits for the exit (the server writes its CPU profile on the way out). */
  stop(): Promise<void>;
}

function track(child: ChildProcess, name: string): Child {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        console.warn(`${name} did not stop in 20 s: SIGKILL`);
        child.kill('SIGKILL');
      }, 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The AI stand-ins in a process of their own; resolves with its base URL once it listens. */
export async function startStandIns(env: Record<string, string> = {}): Promise<Child & { baseUrl: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'stand-in-providers.ts')],
    {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the provider stand-ins exited (code ${code})`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  lines.on('line', (line) => console.log(`  provider stand-ins: ${line}`));
  return { ...track(child, 'provider stand-ins'), baseUrl: `http://127.0.0.1:${port}/v1` };
}

/** A free loopback port (the kernel's pick), for the server under test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerUnderTest extends Child {
  baseUrl: string;
  /** How it was started, for the report. */
  command: string;
}

/**
 * The server as production starts it — the built bundle when present, else `node --import tsx src/main.ts`
 * — in its own process, with the given environment; resolves once /api/health answers.
 */
export async function startServer({
  env,
  cpuProfileDir,
  logFile,
}: {
  env: Record<string, string>;
  cpuProfileDir?: string;
  /** Where its output goes (appended): under overload it logs every refused upload. */
  logFile: string;
}): Promise<ServerUnderTest> {
  const port = await freePort();
  const entry = existsSync(BUILT_MAIN) ? [BUILT_MAIN] : ['--import', 'tsx', 'src/main.ts'];
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const args = [...profile, ...entry];
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // Writes must come from the server's own origin (its Origin check): the generator sends this one.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting (code ${child.exitCode})`);
    try {
      const health = await fetch(`${baseUrl}/api/health`);
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /api/health in 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ...track(child, 'server'), baseUrl, command: `node ${args.join(' ')}` };
}
