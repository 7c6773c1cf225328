import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { PRICES } from '../apps/server/test/support/stripe-stand-in.ts';
import { E2E_STRIPE_SECRET_KEY, E2E_STRIPE_WEBHOOK_SECRET } from './fixtures/stripe-hosted-page.ts';
import { writeFakeMicrophoneWav } from './support/fake-microphone.ts';
import {
  ADMIN_EMAILS,
  FAKE_OPENAI_PORT,
  ISOLATED_URL,
  MAIN_URL,
  SERVER_LOG_DIR,
  SMTP_CATCHER_PORT,
  STRIPE_STAND_IN_PORT,
  STRIPE_STAND_IN_URL,
} from './support/servers.ts';

/**
 * Browser tests run Debian's Chromium (no Playwright browser download is possible here) against the
 * built app served by the real server on embedded PGlite. Two servers: the main one, and an isolated
 * one for tests that flip installation-wide state (maintenance mode) so they can't disturb the rest.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // A microphone that is always allowed and plays a generated WAV (CONTRIBUTING.md).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${writeFakeMicrophoneWav()}`,
];

/**
 * Transcription and document generation go to the fake OpenAI-compatible server: deterministic text for
 * real recordings, and documents filled from the transcript's own sentences.
 */
const FAKE_OPENAI_URL = `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`;

/** The main server sells plans through the Stripe stand-in; the isolated one has no payment configured. */
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: STRIPE_STAND_IN_URL,
  STRIPE_LINK_MENSAL: `${STRIPE_STAND_IN_URL}/pay/mensal`,
  STRIPE_LINK_SEMESTRAL: `${STRIPE_STAND_IN_URL}/pay/semestral`,
  STRIPE_LINK_ANUAL: `${STRIPE_STAND_IN_URL}/pay/anual`,
  STRIPE_PRICE_MENSAL: PRICES.mensal,
  STRIPE_PRICE_SEMESTRAL: PRICES.semestral,
  STRIPE_PRICE_ANUAL: PRICES.anual,
};

function server(url: string, extraEnv: Record<string, string> = {}) {
  const port = new URL(url).port;
  const logFile = path.join(SERVER_LOG_DIR, `server-${port}.log`);
  // The runner (not its workers, which load this file too) starts the servers: their logs begin afresh.
  if (process.env.TEST_WORKER_INDEX === undefined) rmSync(logFile, { force: true });
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `vetvoz-e2e-${port}-`)),
      ADMIN_EMAILS: ADMIN_EMAILS.join(','),
      // Every test signs up its own vets from 127.0.0.1: far more than a real address does in an hour.
      SIGN_UP_LIMIT_PER_HOUR: '10000',
      // And the admins and login tests sign in from it too: more than 30 times in 15 minutes.
      SIGN_IN_LIMIT_PER_IP: '10000',
      CONTACT_WHATSAPP: '5511912345678',
      // Every request and job line goes to a file that scripts/check-logs.ts scans after the run.
      LOG_LEVEL: 'info',
      LOG_FILE: logFile,
      DATABASE_URL: '',
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: FAKE_OPENAI_URL,
      AI_STT_API_KEY: 'sk-e2e',
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: FAKE_OPENAI_URL,
      AI_TEXT_API_KEY: 'sk-e2e',
      AI_TEXT_MODEL: 'modelo-e2e',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_CATCHER_PORT}`,
      MAIL_FROM: 'VetVoz <nao-responda@vetvoz.test>',
      // A build elsewhere (e.g. vite build --outDir) can be served instead of apps/web/dist.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'),
      ...extraEnv,
    },
  };
}

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const MOBILE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
const LIGHTHOUSE = /lighthouse\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: MAIN_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  // Lighthouse scores performance on this machine's CPU: its audits run after every other test, one at a
  // time, so no other browser competes with the page being measured (a parallel worker cost the landing
  // 0.1–0.2 of its desktop score).
  projects: [
    { name: 'desktop', testIgnore: LIGHTHOUSE, use: DESKTOP },
    { name: 'mobile', testIgnore: LIGHTHOUSE, use: MOBILE },
    { name: 'desktop-lighthouse', testMatch: LIGHTHOUSE, use: DESKTOP, dependencies: ['desktop', 'mobile'] },
    { name: 'mobile-lighthouse', testMatch: LIGHTHOUSE, use: MOBILE, dependencies: ['desktop-lighthouse'] },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/fixtures/fake-openai-server.ts',
      cwd: repoRoot,
      port: FAKE_OPENAI_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { FAKE_OPENAI_PORT: String(FAKE_OPENAI_PORT) },
    },
    {
      command: 'node --import tsx e2e/fixtures/smtp-catcher-server.ts',
      cwd: repoRoot,
      port: SMTP_CATCHER_PORT + 1,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { SMTP_CATCHER_PORT: String(SMTP_CATCHER_PORT) },
    },
    {
      command: 'node --import tsx e2e/fixtures/stripe-hosted-page.ts',
      cwd: repoRoot,
      port: STRIPE_STAND_IN_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { STRIPE_STAND_IN_PORT: String(STRIPE_STAND_IN_PORT), APP_URL: MAIN_URL },
    },
    server(MAIN_URL, STRIPE_ENV),
    server(ISOLATED_URL),
  ],
});
