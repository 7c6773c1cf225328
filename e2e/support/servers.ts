import path from 'node:path';

/**
 * Where the browser tests' servers listen (loopback only). E2E_PORT (default 3100) moves both, so two
 * runs can share a machine; the isolated server takes the next port.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100);
export const MAIN_URL = `http://127.0.0.1:${basePort}`;
/** A second server for tests that change installation-wide state, such as maintenance mode. */
export const ISOLATED_URL = `http://127.0.0.1:${basePort + 1}`;

/** The fake OpenAI-compatible server (transcription, chat) the app servers talk to. */
export const FAKE_OPENAI_PORT = basePort + 10;

/** The test SMTP server the main app server sends mail to; tests read it over HTTP on the next port. */
export const SMTP_CATCHER_PORT = basePort + 11;
export const SMTP_MESSAGES_URL = `http://127.0.0.1:${SMTP_CATCHER_PORT + 1}/messages`;

/** The Stripe stand-in (API and hosted payment page) the main app server talks to (fixtures/stripe-hosted-page.ts). */
export const STRIPE_STAND_IN_PORT = basePort + 13;
export const STRIPE_STAND_IN_URL = `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`;

/** Site admins of the test servers: one per Playwright project, so parallel projects don't collide. */
export const ADMIN_EMAILS = ['admin-desktop@vetvoz.test', 'admin-mobile@vetvoz.test'];

/**
 * Where the app servers write their logs (LOG_FILE, at LOG_LEVEL=info), one file per server, for the
 * log check (scripts/check-logs.ts) that no tutor data, transcript or document text reaches a log line.
 * Inside Playwright's output folder by default, which each run empties before the servers start.
 */
export const SERVER_LOG_DIR = path.resolve(
  process.env.E2E_SERVER_LOG_DIR ?? path.join(import.meta.dirname, '..', 'test-results', 'server-logs'),
);
