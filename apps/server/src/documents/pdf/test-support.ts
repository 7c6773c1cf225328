import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { closePdfRendering } from './render-document-pdf.tsx';

/**
 * For a test file that reads its rendered PDFs back with poppler's pdftotext: checks pdftotext is there
 * before the tests (fail, never skip: without it they would prove nothing), gives each PDF a file in a
 * scratch folder, and removes the folder and closes the render pool after them. Call at the top level.
 */
export function readsPdfText(): (pdf: Buffer | Uint8Array, pdftotextArgs: string[]) => string {
  let dir: string | undefined;
  beforeAll(() => {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    dir = mkdtempSync(join(tmpdir(), 'vetvoz-pdf-text-'));
  });
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await closePdfRendering();
  });
  return (pdf, pdftotextArgs) => {
    if (!dir) throw new Error('readsPdfText: call it at the top level of the test file');
    const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [...pdftotextArgs, file, '-'], { encoding: 'utf8' });
  };
}
