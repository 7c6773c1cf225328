import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesOverSize, MAX_LINES } from '../../../scripts/source-size.ts';

describe('server source size', () => {
  it(`keeps every non-test source file under ${MAX_LINES} lines`, () => {
    expect(filesOverSize(dirname(fileURLToPath(import.meta.url)))).toEqual([]);
  });
});
