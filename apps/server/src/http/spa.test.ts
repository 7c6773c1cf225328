import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa.ts';

function builtSpa(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><div id="root"></div></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install",()=>{})');
  return dir;
}

describe('SPA serving', () => {
  const distDir = builtSpa();
  const app = spaRoutes(distDir);
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves index.html for every route of the spec, directly', async () => {
    for (const route of ['/', '/login', '/plans', '/payment/success', '/business-units/u1/usage', '/admin']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('lang="pt-BR"');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers unknown paths with the SPA and status 404', async () => {
    const response = await app.request('/pagina-que-nao-existe');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends assets gzipped to a browser that accepts it, and plain to one that does not', async () => {
    writeFileSync(
      path.join(distDir, 'assets', 'big-abc123.js'),
      `const a = ${JSON.stringify('x'.repeat(5000))};`,
    );
    const zipped = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(500);
    const text = await new Response(
      new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).text();
    expect(text).toContain('xxxx');
    const plain = await app.request('/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(5000);
  });

  it('does not escape the build folder', async () => {
    const response = await app.request('/../../etc/passwd');
    expect(await response.text()).not.toContain('root:');
  });

  it('explains when the web app was not built', async () => {
    const response = await spaRoutes(path.join(tmpdir(), 'nao-existe-build')).request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('ainda não foi compilado');
  });
});
