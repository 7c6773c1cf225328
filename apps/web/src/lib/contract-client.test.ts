import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  deleteConsultationContract,
  documentPdfContract,
  listConsultationHistoryContract,
  updateDocumentContract,
} from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { call, callForFile } from './contract-client.ts';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));
/** The client itself, and the signed-out shell's two contract-free readers (docs/decisions/036). */
const MAY_SPEAK_HTTP = new Set([
  'lib/api.ts',
  'lib/contract-client.ts',
  'lib/public-read.ts',
  'lib/analytics.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function answer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' || body === null ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the contract client', () => {
  it('is the only way the app speaks HTTP: no raw fetch, EventSource or apiRequest elsewhere', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => ({ file: relative(SRC, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }))
      .filter(({ file }) => !MAY_SPEAK_HTTP.has(file))
      .filter(({ text }) => /\bfetch\(|new EventSource\(|\bapiRequest\b|\bsendRequest\b/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("takes the method and URL from the contract and checks the answer with the contract's schema", async () => {
    const fetch = answer({ items: [], nextCursor: null });
    const page = await call(listConsultationHistoryContract, { query: { q: 'thor', cursor: undefined } });
    expect(page).toEqual({ items: [], nextCursor: null });
    expect(fetch).toHaveBeenCalledWith(
      '/api/consultations?q=thor',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('fills path parameters, encoded, and answers nothing for a 204', async () => {
    const fetch = answer(null, 204);
    await expect(call(deleteConsultationContract, { params: { id: 'a/b' } })).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/consultations/a%2Fb');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('refuses in pt-BR an answer the contract does not describe', async () => {
    answer({ unexpected: true });
    const failure = call(listConsultationHistoryContract, { query: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('refuses a body the contract refuses before sending it', async () => {
    const fetch = answer({});
    const failure = call(updateDocumentContract, {
      params: { id: 'x' },
      body: { content: 'not an object' } as never,
    });
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("passes the server's pt-BR error on, as every call does", async () => {
    answer({ code: 'NOT_FOUND', message: 'Consulta não encontrada.' }, 404);
    await expect(call(deleteConsultationContract, { params: { id: 'x' } })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Consulta não encontrada.',
    });
  });

  it('reads a file answer as bytes with its Content-Disposition', async () => {
    const fetch = answer('%PDF', 200, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="thor.pdf"',
    });
    const { blob, disposition } = await callForFile(documentPdfContract, {
      params: { id: 'd1' },
      body: {},
    });
    expect(await blob.text()).toBe('%PDF');
    expect(disposition).toBe('attachment; filename="thor.pdf"');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: 'application/pdf, application/json' });
  });
});
