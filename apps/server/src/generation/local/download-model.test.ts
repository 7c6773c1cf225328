import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../test-support/generation-failure.ts';
import { type DownloadProgress, downloadModel } from './download-model.ts';
import { createLocalTextModel } from './local-text-model.ts';
import { tinyGguf } from './test-support/tiny-gguf.ts';

const model = tinyGguf();
const sha256 = createHash('sha256').update(model).digest('hex');
const dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-download-'));

/** A 127.0.0.1 file server that honours Range (or not), recording what it was asked. */
let server: Server;
let base = '';
const ranges: (string | undefined)[] = [];
let modelRequests = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    const range = request.headers.range;
    ranges.push(range);
    if (request.url === '/missing.gguf') return void response.writeHead(404).end();
    if (request.url === '/model.gguf') modelRequests++;
    const match = request.url === '/model.gguf' ? /^bytes=(\d+)-$/.exec(range ?? '') : null;
    if (match) {
      const start = Number(match[1]);
      if (start >= model.length) return void response.writeHead(416).end();
      response.writeHead(206, {
        'content-length': String(model.length - start),
        'content-range': `bytes ${start}-${model.length - 1}/${model.length}`,
      });
      return void response.end(model.subarray(start));
    }
    // /no-range.gguf ignores Range, as some servers and proxies do.
    response.writeHead(200, { 'content-length': String(model.length) });
    response.end(model);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('model download', () => {
  it('downloads, verifies the checksum and reports progress up to 100%', async () => {
    const file = path.join(dir, 'fresh', 'model.gguf');
    const progress: DownloadProgress[] = [];
    await downloadModel({ url: `${base}/model.gguf`, file, sha256, onProgress: (p) => progress.push(p) });
    expect(await readFile(file)).toEqual(model);
    expect(existsSync(`${file}.part`)).toBe(false);
    const percents = progress.map((p) => p.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect([...percents].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(percents);
  });

  it('resumes an interrupted download with a Range request', async () => {
    const file = path.join(dir, 'resume.gguf');
    const half = Math.floor(model.length / 2);
    await writeFile(`${file}.part`, model.subarray(0, half));
    ranges.length = 0;
    const progress: DownloadProgress[] = [];
    await downloadModel({ url: `${base}/model.gguf`, file, sha256, onProgress: (p) => progress.push(p) });
    expect(ranges).toEqual([`bytes=${half}-`]);
    expect(await readFile(file)).toEqual(model);
    // Progress counts what was already there.
    expect(progress[0]?.percent).toBe(Math.floor((half / model.length) * 100));
  });

  it('starts over when the server ignores Range', async () => {
    const file = path.join(dir, 'no-range.gguf');
    await writeFile(`${file}.part`, Buffer.from('lixo de uma tentativa anterior'));
    await downloadModel({ url: `${base}/no-range.gguf`, file, sha256 });
    expect(await readFile(file)).toEqual(model);
  });

  it('finishes a part that already holds every byte (416)', async () => {
    const file = path.join(dir, 'complete-part.gguf');
    await writeFile(`${file}.part`, model);
    await downloadModel({ url: `${base}/model.gguf`, file, sha256 });
    expect(await readFile(file)).toEqual(model);
  });

  it('deletes and refuses a file whose checksum does not match', async () => {
    const file = path.join(dir, 'tampered.gguf');
    const error = await failure(downloadModel({ url: `${base}/model.gguf`, file, sha256: 'ab'.repeat(32) }));
    expect(error.kind).toBe('local_model_missing');
    expect(error.userMessage).toContain('soma de verificação');
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  it('says the download failed on an HTTP error or an unreachable host', async () => {
    const missing = await failure(
      downloadModel({ url: `${base}/missing.gguf`, file: path.join(dir, 'm.gguf') }),
    );
    expect(missing.userMessage).toContain('Não foi possível baixar o modelo local');
    const unreachable = await failure(
      downloadModel({ url: 'http://127.0.0.1:9/model.gguf', file: path.join(dir, 'u.gguf') }),
    );
    expect(unreachable.kind).toBe('local_model_missing');
  });

  it('downloads on first use, tells listeners the percent, then loads the model', async () => {
    const file = path.join(dir, 'first-use', 'model.gguf');
    const local = createLocalTextModel({
      source: { kind: 'download', id: 'tiny', file, url: `${base}/model.gguf`, sha256 },
      threads: 1,
    });
    const percents: number[] = [];
    const stop = local.onProgress((p) => percents.push(p.percent));
    await local.ready();
    stop();
    expect(percents.at(-1)).toBe(100);
    expect(await readFile(file)).toEqual(model);
    await local.dispose();
  });

  it('downloads once when two processes share LOCAL_MODELS_DIR (a lock file)', async () => {
    const file = path.join(dir, 'shared', 'model.gguf');
    const source = { kind: 'download' as const, id: 'tiny', file, url: `${base}/model.gguf`, sha256 };
    const [a, b] = [1, 2].map(() => createLocalTextModel({ source, threads: 1 }));
    modelRequests = 0;
    await Promise.all([a?.ready(), b?.ready()]);
    expect(modelRequests).toBe(1);
    expect(existsSync(`${file}.lock`)).toBe(false);
    await Promise.all([a?.dispose(), b?.dispose()]);
  });
});
