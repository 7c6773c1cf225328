import { encode } from 'uqr';

/**
 * A QR code as one SVG path in module units (each dark run of a row is one rectangle), for the PDF's
 * footer: react-pdf draws it as vectors, sharp at any print size. Error correction M survives a crease.
 */
export function qrPathOf(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < row.length && row[end + 1]) end++;
      parts.push(`M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  });
  return { path: parts.join(''), size };
}
