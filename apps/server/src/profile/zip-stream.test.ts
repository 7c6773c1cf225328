import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ZipEntry, zipStream } from './zip-stream.ts';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('zipStream', () => {
  it('writes every entry, deflated or stored, into a zip any reader opens', async () => {
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'README.txt', data: strToU8('Olá, ção'), compress: true };
      yield { name: 'consultas/a/receita.pdf', data: strToU8('%PDF-1.4 corpo'), compress: false };
    }
    const files = unzipSync(await readAll(zipStream(entries())));
    expect(Object.keys(files)).toEqual(['README.txt', 'consultas/a/receita.pdf']);
    expect(strFromU8(files['README.txt'] as Uint8Array)).toBe('Olá, ção');
    expect(strFromU8(files['consultas/a/receita.pdf'] as Uint8Array)).toBe('%PDF-1.4 corpo');
  });

  it('takes entries only as the reader asks for them, so a slow download never piles up the archive', async () => {
    let produced = 0;
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let index = 0; index < 1000; index += 1) {
        produced += 1;
        yield {
          name: `arquivo-${index}.json`,
          data: new Uint8Array(64 * 1024).fill(index % 251),
          compress: false,
        };
      }
    }
    const reader = zipStream(entries()).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(produced).toBeLessThan(5);
    await reader.cancel();
  });

  it('aborts the download and reports the error when an entry cannot be produced', async () => {
    const reported: Error[] = [];
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'perfil.json', data: strToU8('{}'), compress: true };
      throw new Error('banco indisponível');
    }
    await expect(readAll(zipStream(entries(), (error) => reported.push(error)))).rejects.toThrow(
      'banco indisponível',
    );
    expect(reported.map((error) => error.message)).toEqual(['banco indisponível']);
  });
});
