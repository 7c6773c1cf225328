import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registration, TEST_PASSWORD } from './test-app.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-process-'));
/** Every server this file starts; one left running by a failed assertion is killed at the end. */
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL; // this test is about the embedded database
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
  started.push(child);
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

function stopped(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('server process', () => {
  it('runs on embedded PGlite, stops cleanly on SIGTERM and keeps its data across restarts', async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const first = await startServer(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'ok', driver: 'pglite' });

    const signUp = await fetch(`http://127.0.0.1:${port}/api/accounts/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(registration({ email: 'persiste@exemplo.com.br' })),
    });
    expect(signUp.status).toBe(200);

    const exit = stopped(first.child);
    first.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = await startServer(port);
    try {
      const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'persiste@exemplo.com.br', password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      const exit2 = stopped(second.child);
      second.child.kill('SIGTERM');
      expect(await exit2).toBe(0);
    }
  }, 120_000);

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'não-é-porta', DATA_DIR: dataDir },
    });
    started.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await stopped(child)).toBe(1);
    expect(stderr).toContain('PORT');
  }, 30_000);
});
