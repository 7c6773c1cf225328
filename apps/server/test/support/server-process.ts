import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { registration } from '../test-app.ts';

/**
 * Real server processes for tests that need what an in-process app cannot show: start-up, signals, a
 * crash, several nodes on one database. Each runs `node --import tsx src/main.ts` in apps/server.
 */

const serverDir = path.resolve(import.meta.dirname, '..', '..');

/** Every process started here; a test that fails half-way leaves them to `killServerProcesses`. */
const started = new Set<ChildProcess>();

// A vitest worker that ends without afterAll (a crash, a timeout) must not leave servers listening.
process.once('exit', () => {
  for (const child of started) if (isRunning(child)) child.kill('SIGKILL');
});

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port>, where requests go. */
  url: string;
  /** The server's PUBLIC_URL: the origin that its CSRF check accepts and its links use. */
  publicUrl: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves when the process ends, with its exit code (null when a signal ended it) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Like TestApp.request: JSON bodies get their content type, every request the server's origin. */
  request: (urlPath: string, init?: RequestInit & { cookie?: string }) => Promise<Response>;
  /** SIGTERM, then the exit code once it has stopped. */
  stop: () => Promise<number | null>;
  /** SIGKILL (a crash): resolves once the process is gone. */
  kill: () => Promise<void>;
}

export interface StartServerOptions {
  /**
   * Variables for the server on top of this process's environment. DATABASE_URL is never inherited (a
   * test on the embedded database must not land on CI's PostgreSQL): pass it here to use one.
   */
  env: Record<string, string> & { DATA_DIR: string };
  /** A fixed port; a free one otherwise. */
  port?: number;
  startTimeoutMs?: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
    probe.on('error', reject);
  });
}

/** Starts a server and resolves once /api/health answers; throws with its output if it exits or hangs. */
export async function startServerProcess({
  env,
  port: fixedPort,
  startTimeoutMs = 90_000,
}: StartServerOptions): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env, { PORT: String(port) });

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: childEnv,
  });
  started.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (!isRunning(child)) throw new Error(`server exited while starting:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within ${startTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    child,
    port,
    url,
    publicUrl,
    dataDir: env.DATA_DIR,
    output: () => output,
    exited,
    request: (urlPath, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', publicUrl);
      if (typeof init.body === 'string' && !headers.has('content-type'))
        headers.set('content-type', 'application/json');
      if (init.cookie) headers.set('cookie', init.cookie);
      return fetch(`${url}${urlPath}`, { ...init, headers });
    },
    stop: async () => {
      if (isRunning(child)) child.kill('SIGTERM');
      return (await exited).code;
    },
    kill: async () => {
      if (isRunning(child)) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** For afterAll: SIGKILLs every server this file started that is still running, and waits for them. */
export async function killServerProcesses(): Promise<void> {
  const running = [...started].filter(isRunning);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Signs up through the real API of `server` and confirms the e-mail as a person would: the verification
 * link is read from the .eml the server wrote to DATA_DIR/outbox (no SMTP_URL). Returns the session cookie.
 */
export async function signUpOnServer(
  server: ServerProcess,
  {
    email,
    verified = true,
    ...overrides
  }: { email?: string; verified?: boolean } & Record<string, unknown> = {},
): Promise<{ email: string; cookie: string }> {
  const form = registration({ ...(email ? { email } : {}), ...overrides });
  const response = await server.request('/api/accounts/sign-up', {
    method: 'POST',
    body: JSON.stringify(form),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (verified) {
    const token = await outboxVerificationToken(server.dataDir, form.email);
    const verify = await server.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      cookie,
    });
    if (!verify.ok) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
  }
  return { email: form.email, cookie };
}

/** The token of the newest verification e-mail to `email` in DATA_DIR/outbox, waiting a little for it. */
export async function outboxVerificationToken(
  dataDir: string,
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // File names start with an ISO timestamp, so the newest sorts last.
    const files = existsSync(outbox) ? (await readdir(outbox)).filter((f) => f.endsWith('.eml')).sort() : [];
    for (const file of files.reverse()) {
      const mail = await simpleParser(await readFile(path.join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
      if (!to.some((address) => address.address?.toLowerCase() === email.toLowerCase())) continue;
      const token = mail.text?.match(/\/verificar-email\?token=(\S+)/)?.[1];
      if (token) return decodeURIComponent(token);
    }
    if (Date.now() > deadline) throw new Error(`no verification e-mail for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
