import type { Hono } from 'hono';

export interface ApiRoute {
  method: string;
  path: string;
}

/**
 * The unique method × path pairs the app answers, from Hono's own route table: every handler registered
 * with get/post/put/patch/delete/on. Middleware (`use`, method ALL) is left out, so a test built on this
 * list sees a new route as soon as it is registered.
 */
export function listApiRoutes(app: Pick<Hono, 'routes'>): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}
