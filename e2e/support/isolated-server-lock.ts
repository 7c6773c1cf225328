import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ISOLATED_URL } from './servers.ts';

/** A lock older than this was left by a crashed worker. */
const STALE_AFTER_MS = 180_000;
const POLL_MS = 200;

/**
 * The isolated server holds installation-wide state (maintenance mode, notifications shown to everyone),
 * and Playwright runs spec files in parallel workers: a test that switches that state holds this lock, so
 * a notification test never meets the maintenance page another file switched on. `mkdir` is atomic
 * across processes. Returns the release.
 */
export async function holdIsolatedServer(): Promise<() => void> {
  const lock = path.join(tmpdir(), `vetvoz-e2e-isolated-${new URL(ISOLATED_URL).port}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      if (isStale(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

function isStale(lock: string): boolean {
  try {
    return Date.now() - statSync(lock).mtimeMs > STALE_AFTER_MS;
  } catch {
    return false;
  }
}
