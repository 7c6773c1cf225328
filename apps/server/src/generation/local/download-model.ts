import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { localModelError } from './local-model-errors.ts';

export interface DownloadProgress {
  receivedBytes: number;
  totalBytes: number | undefined;
  /** Whole percent, when the size is known. */
  percent: number | undefined;
}

export interface DownloadModelOptions {
  url: string;
  file: string;
  /** Lower-case hex; when set, a file that does not match is deleted and refused. */
  sha256?: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * Downloads a model file into place: bytes go to `<file>.part`, a later attempt resumes from its length with
 * an HTTP Range request (a 2.5 GB download outlives many restarts), the whole file is hashed and compared
 * with the pinned sha256, and only then renamed to `<file>` — so a file under its final name is always
 * complete and verified. A server that ignores Range (200) restarts from zero; a mismatch deletes the part.
 */
export async function downloadModel(options: DownloadModelOptions): Promise<void> {
  const fetchImpl = options.fetch ?? fetch;
  const part = `${options.file}.part`;
  await mkdir(path.dirname(options.file), { recursive: true });
  const already = await stat(part).then(
    (found) => found.size,
    () => 0,
  );

  let response: Response;
  try {
    response = await fetchImpl(options.url, {
      headers: already > 0 ? { Range: `bytes=${already}-` } : {},
      redirect: 'follow',
      signal: options.signal,
    });
  } catch (error) {
    throw localModelError('download_failed', `${options.url}: ${String(error)}`, error);
  }
  // 416: the part already holds every byte (a crash between the last write and the rename).
  const complete = response.status === 416 && already > 0;
  if (!complete && response.status !== 200 && response.status !== 206)
    throw localModelError('download_failed', `${options.url}: HTTP ${response.status}`);

  if (!complete) {
    const resuming = response.status === 206 && already > 0;
    const start = resuming ? already : 0;
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    const totalBytes = Number.isFinite(length) ? start + length : undefined;
    let receivedBytes = start;
    let lastPercent = -1;
    const report = () => {
      const percent = totalBytes ? Math.floor((receivedBytes / totalBytes) * 100) : undefined;
      if (percent !== undefined && percent === lastPercent) return;
      lastPercent = percent ?? lastPercent;
      options.onProgress?.({ receivedBytes, totalBytes, percent });
    };
    report();
    if (!response.body) throw localModelError('download_failed', `${options.url}: empty body`);
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      receivedBytes += chunk.length;
      report();
    });
    try {
      await pipeline(body, createWriteStream(part, { flags: resuming ? 'a' : 'w' }), {
        signal: options.signal,
      });
    } catch (error) {
      // The part stays: the next attempt resumes from it.
      throw localModelError('download_failed', `${options.url}: ${String(error)}`, error);
    }
  }

  if (options.sha256) {
    const actual = await sha256Of(part);
    if (actual !== options.sha256.toLowerCase()) {
      await rm(part, { force: true });
      throw localModelError('checksum_mismatch', `expected ${options.sha256}, got ${actual}`);
    }
  }
  await rename(part, options.file);
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
