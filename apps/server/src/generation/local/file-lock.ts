import { open, rm, stat, utimes } from 'node:fs/promises';

/**
 * Runs `task` while holding `<lockFile>` (created exclusively): two processes sharing LOCAL_MODELS_DIR (API
 * and worker processes on one machine) must not write the same `.part` at once. A lock left by a crashed
 * process goes stale: its holder refreshes its time while working, and one older than `staleMs` is taken.
 */
export async function withFileLock<T>(
  lockFile: string,
  task: () => Promise<T>,
  { staleMs = 60_000, pollMs = 1000 }: { staleMs?: number; pollMs?: number } = {},
): Promise<T> {
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lockFile).then(
        (found) => Date.now() - found.mtimeMs,
        () => 0,
      );
      if (age > staleMs) await rm(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  const keepFresh = setInterval(() => {
    const now = new Date();
    utimes(lockFile, now, now).catch(() => {});
  }, staleMs / 3);
  try {
    return await task();
  } finally {
    clearInterval(keepFresh);
    await rm(lockFile, { force: true });
  }
}
