import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesOverSize, MAX_LINES } from './source-size.ts';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Word lists: long by nature and read as a table. */
const DOMAIN_DATA_TABLES = new Set(['documents/drug-names.ts']);

/**
 * The workspaces whose own project cannot read files (the domain has no Node types, by design) or that
 * have no Vitest project: the domain, the browser tests' support code and the repository's scripts.
 * apps/server and apps/web check themselves, each with its src/file-size.test.ts.
 */
describe('source size of the domain, e2e and scripts', () => {
  it(`keeps every non-test file of packages/domain under ${MAX_LINES} lines (data tables aside)`, () => {
    expect(filesOverSize(root('../packages/domain/src'), DOMAIN_DATA_TABLES)).toEqual([]);
  });

  it(`keeps every non-test file of e2e/ under ${MAX_LINES} lines`, () => {
    expect(filesOverSize(root('../e2e'))).toEqual([]);
  });

  it(`keeps every file of scripts/ under ${MAX_LINES} lines`, () => {
    expect(filesOverSize(root('.'))).toEqual([]);
  });
});
