import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesOverSize, MAX_LINES } from '../../../scripts/source-size.ts';

/** Data, not logic: long by nature and read as a table. */
const DATA_TABLES = new Set(['features/landing/content/landing-content.ts']);

describe('web source size', () => {
  it(`keeps every non-test source file under ${MAX_LINES} lines (data tables aside)`, () => {
    expect(filesOverSize(dirname(fileURLToPath(import.meta.url)), DATA_TABLES)).toEqual([]);
  });
});
