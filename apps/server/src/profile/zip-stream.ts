import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** PDFs are compressed already: stored as they are. */
  compress: boolean;
}

/**
 * A zip built while it is read: each pull takes the next entry from `entries` (which may query the
 * database or render a PDF), so the whole archive is never held in memory and a slow reader slows the
 * producer down. An error in `entries` aborts the download.
 */
export function zipStream(
  entries: AsyncIterable<ZipEntry>,
  onError: (error: Error) => void = () => {},
): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let zip: Zip | undefined;
  let produced = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        produced = true;
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull(controller) {
      if (!zip) return;
      // Each entry is pushed whole, so the zip writes it out at once; loop until something was written.
      produced = false;
      while (!produced) {
        let next: IteratorResult<ZipEntry>;
        try {
          next = await iterator.next();
        } catch (error) {
          onError(error instanceof Error ? error : new Error(String(error)));
          zip.terminate();
          controller.error(error);
          return;
        }
        if (next.done) {
          zip.end();
          return;
        }
        const { name, data, compress } = next.value;
        const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        zip.add(file);
        file.push(data, true);
      }
    },
    async cancel() {
      zip?.terminate();
      await iterator.return?.();
    },
  });
}
