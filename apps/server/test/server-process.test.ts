import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killServerProcesses,
  signUpOnServer,
  startServerProcess,
} from './support/server-process.ts';
import { body, registration, TEST_PASSWORD } from './test-app.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-process-'));
afterAll(async () => {
  await killServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('runs on embedded PGlite, stops cleanly on SIGTERM and keeps its data across restarts', async () => {
    const port = await freePort();
    // No DATABASE_URL: this test is about the embedded database.
    const first = await startServerProcess({ env: { DATA_DIR: dataDir }, port });
    const health = await (await first.request('/api/health')).json();
    expect(health).toMatchObject({ status: 'ok', database: 'ok', driver: 'pglite' });

    const signUp = await first.request('/api/accounts/sign-up', {
      method: 'POST',
      body: JSON.stringify(registration({ email: 'persiste@exemplo.com.br' })),
    });
    expect(signUp.status).toBe(200);

    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = await startServerProcess({ env: { DATA_DIR: dataDir }, port });
    try {
      const signIn = await second.request('/api/auth/sign-in/email', {
        method: 'POST',
        body: JSON.stringify({ email: 'persiste@exemplo.com.br', password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'não-é-porta', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 30_000);

  it('signs a person up and confirms the e-mail from the outbox, as a helper for multi-process tests', async () => {
    const server = await startServerProcess({ env: { DATA_DIR: mkdtempSync(path.join(dataDir, 'node-')) } });
    try {
      const { cookie } = await signUpOnServer(server);
      const me = await body(await server.request('/api/me', { cookie }));
      expect(me.user.emailVerified).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});
