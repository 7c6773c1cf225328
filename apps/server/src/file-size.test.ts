import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 300;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** As apps/web/src/file-size.test.ts: small files a newcomer can read in one sitting (CONTRIBUTING.md). */
describe('server source size', () => {
  it(`keeps every non-test source file under ${MAX_LINES} lines`, () => {
    const tooLong = sourceFiles(SRC)
      .map((path) => ({
        file: relative(SRC, path),
        lines: readFileSync(path, 'utf8').match(/\n/g)?.length ?? 0,
      }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
