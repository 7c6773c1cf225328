import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPathOf } from './qr-path.ts';

/**
 * No QR decoder is among the project's packages, so the check runs the other way: the vector path the
 * PDF footer draws is read back into a module matrix and compared with the matrix `uqr` encodes for the
 * verification address. Equal matrices mean any reader decodes the path to exactly that address.
 */
function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column++) {
      const row = grid[Number(y)];
      if (!row || column >= size || row[column]) throw new Error('a module drawn twice or off the code');
      row[column] = true;
    }
  }
  return grid;
}

describe("the PDF footer's QR code", () => {
  it.each(['http://localhost:3000/v/ABCDEFGH23', 'https://vetvoz.com.br/v/Z9Y8X7W6V5'])(
    'draws exactly the modules of %s',
    (url) => {
      const { path, size } = qrPathOf(url);
      const expected = encode(url, { ecc: 'M', border: 0 });
      expect(size).toBe(expected.size);
      expect(modulesOf(path, size)).toEqual(expected.data);
      // Another address gives another code: the comparison would catch a footer built from the wrong text.
      expect(modulesOf(path, size)).not.toEqual(encode(`${url}X`, { ecc: 'M', border: 0 }).data);
    },
  );
});
