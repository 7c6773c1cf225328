import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where user files live (profile photos today). Local disk by default; S3 arrives with its config. */
export interface FileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<{ content: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z_]+\/[A-Za-z0-9_-]+$/;

/** Keys look like `profile_images/{uid}`: anything else is refused before it can touch a path. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

export function createLocalStorage(rootDir: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(rootDir, key);
  };
  return {
    async put(key, content, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, content, { mode: 0o600 });
      await writeFile(`${file}.type`, contentType, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [content, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { content, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}
