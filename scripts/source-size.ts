import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Small files a newcomer can read in one sitting (CONTRIBUTING.md). */
export const MAX_LINES = 300;

const SOURCE = /\.(?:tsx?|mjs)$/;
const TEST = /\.(?:test|spec)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/**
 * Every non-test source file under `root` longer than MAX_LINES, as `path: N lines` (paths relative to
 * root), leaving out the data tables named in `dataTables` — long by nature and read as a table.
 */
export function filesOverSize(root: string, dataTables: ReadonlySet<string> = new Set()): string[] {
  return sourceFiles(root)
    .map((path) => ({
      file: relative(root, path).replaceAll('\\', '/'),
      lines: readFileSync(path, 'utf8').match(/\n/g)?.length ?? 0,
    }))
    .filter(({ file, lines }) => lines > MAX_LINES && !dataTables.has(file))
    .map(({ file, lines }) => `${file}: ${lines} lines`);
}
