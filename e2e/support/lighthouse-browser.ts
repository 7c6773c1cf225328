import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect } from '@playwright/test';

/**
 * Chromium for Lighthouse: Debian's /usr/bin/chromium (no browser download is possible here), launched
 * by Playwright as a persistent context with a remote-debugging port. A persistent context is the
 * browser's default context, the one where Lighthouse opens its tab, so the session cookie Playwright
 * stores there is the one Lighthouse's page sends.
 */
export interface DebuggableBrowser {
  context: BrowserContext;
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--lang=pt-BR',
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort, so parallel runs never collide.
  '--remote-debugging-port=0',
  // Nothing but 127.0.0.1 (where the app is served) resolves, so nothing can reach the internet.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export async function launchDebuggableBrowser(baseURL: string): Promise<DebuggableBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
    // No screen emulation from Playwright: Lighthouse emulates the project's screen itself. The test
    // runner fills every option left out with the project's (a phone's scale, touch, user agent).
    viewport: null,
    screen: undefined,
    deviceScaleFactor: undefined,
    isMobile: undefined,
    hasTouch: undefined,
    userAgent: undefined,
  });
  const port = await devToolsPort(userDataDir);
  return {
    context,
    port,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium writes the port it listens on as the first line of DevToolsActivePort in its profile. */
async function devToolsPort(userDataDir: string): Promise<number> {
  let port = 0;
  await expect
    .poll(
      () => {
        try {
          port = Number(readFileSync(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
        } catch {
          port = 0;
        }
        return port;
      },
      { message: 'Chromium remote-debugging port', timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return port;
}
