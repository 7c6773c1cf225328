import { randomUUID } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The one place audio may touch disk (decision 008): ffmpeg cannot read an MP4 whose index comes after the
 * audio from a pipe, so those uploads go through a private file for the length of one decode.
 * Layout: <root>/<pid>/<uuid>, every directory 0700, every file 0600, deleted in `finally`.
 */
export function defaultAudioTmpRoot(): string {
  return path.join(tmpdir(), 'vetvoz-audio');
}

/** Creates the root 0700 and refuses one that is a symlink or someone else's (a shared /tmp). */
function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dir);
  const uid = process.getuid?.();
  if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) {
    throw new Error(`${dir} is not a private directory of this user`);
  }
  chmodSync(dir, 0o700);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const swept = new Set<string>();

/**
 * Deletes what a crashed process left: directories of processes that are gone, and our own pid's (a
 * restarted container often gets the same pid). Runs once per process and root — at start, before this
 * process writes anything — so it never races its own decodes; other live processes keep theirs.
 */
export function sweepAudioTmpRoot(root: string): void {
  if (swept.has(root)) return;
  swept.add(root);
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = /^\d+$/.test(entry) ? Number(entry) : undefined;
    if (pid === undefined || pid === process.pid || !isAlive(pid)) {
      rmSync(path.join(root, entry), { recursive: true, force: true });
    }
  }
}

/** Writes the bytes to a private file, runs `use` on its path, and deletes it whatever happens. */
export async function withPrivateAudioFile<T>(
  root: string,
  bytes: Uint8Array,
  use: (file: string) => Promise<T>,
): Promise<T> {
  ensurePrivateDir(root);
  const dir = path.join(root, String(process.pid));
  ensurePrivateDir(dir);
  const file = path.join(dir, randomUUID());
  try {
    writeFileSync(file, bytes, { mode: 0o600, flag: 'wx' });
    return await use(file);
  } finally {
    rmSync(file, { force: true });
  }
}
