import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { matchAppRoute } from '@vetvoz/domain';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './context.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>VetVoz</title>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>O aplicativo web ainda não foi compilado</h1>
<p>Rode <code>npm start</code> (que compila e inicia) ou <code>npm run build</code> na raiz do projeto.</p></body></html>`;

/**
 * Serves the built SPA, compressed (gzip) for browsers that accept it — the landing's scripts are a third
 * of their size on the wire (docs/decisions/036); only here, never on the API's live streams: hashed
 * assets cached for a year, everything else revalidated, and
 * index.html for every client route (history fallback). Unknown paths still get the SPA, which
 * shows its 404 page, but with status 404 so crawlers and monitors see the truth.
 */
export function spaRoutes(webDistDir: string) {
  const routes = new Hono<AppEnv>();
  const indexFile = path.join(webDistDir, 'index.html');

  if (!existsSync(indexFile)) {
    routes.get('*', (c) => c.html(NOT_BUILT_PAGE, 503));
    return routes;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  routes.use('*', async (c, next) => {
    await next();
    const immutable = c.req.path.startsWith('/assets/') && c.res.status === 200;
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  routes.use('*', compress());
  routes.use('*', serveStatic({ root: webDistDir }));
  routes.get('*', (c) => {
    return c.html(indexHtml, matchAppRoute(c.req.path) ? 200 : 404);
  });
  return routes;
}
