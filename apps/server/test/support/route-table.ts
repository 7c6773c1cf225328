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

/**
 * What the server answers, endpoint by endpoint: the Hono routes under /api (catch-alls left out) plus
 * better-auth's endpoints behind the one `/api/auth/*` route, read from its own endpoint table so an
 * endpoint a plugin adds shows up too.
 */
export function listEndpoints(app: Pick<Hono, 'routes'>, authApi: object): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  const add = (method: string, path: string) => seen.set(`${method} ${path}`, { method, path });
  for (const { method, path } of listApiRoutes(app)) {
    if (path.startsWith('/api/') && !path.endsWith('*')) add(method, path);
  }
  for (const endpoint of Object.values(authApi)) {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
    if (!path || !options?.method) continue;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) if (method !== '*') add(method, `/api/auth${path}`);
  }
  return [...seen.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;
