import type { AppConfig, CurrentUser, SiteInfo } from '@vetvoz/domain';
import { vi } from 'vitest';

type Answer = Response | Promise<Response> | 'network-error' | 'never';
type Handler = (init: RequestInit | undefined) => Answer;

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const VET: CurrentUser = {
  id: 'u-1',
  email: 'helena@clinica.vet.br',
  name: 'Dra. Helena Prado',
  image: null,
  isAdmin: false,
  emailVerified: true,
};

export const ADMIN: CurrentUser = {
  ...VET,
  id: 'u-admin',
  email: 'admin@vetvoz.com.br',
  name: 'Ana Admin',
  isAdmin: true,
  emailVerified: true,
};

interface MockApiOptions {
  /** Who /api/me says is signed in; 'never' keeps the request pending (auth loading). */
  me?: CurrentUser | null | 'network-error' | 'never';
  appConfig?: AppConfig | 'network-error' | 'never';
  siteInfo?: SiteInfo;
  /** Extra routes, keyed "METHOD /path". */
  routes?: Record<string, Handler>;
}

/**
 * Replaces fetch with a small fake of the VetVoz API. Every request is recorded; unknown routes
 * answer 404 with the API's error shape.
 */
export function mockApi(options: MockApiOptions = {}) {
  const requests: RecordedRequest[] = [];
  const { me = null, appConfig = { isMaintenanceMode: false, maintenanceMessage: '' } } = options;
  const siteInfo = options.siteInfo ?? { contactEmail: 'contato@vetvoz.com.br', whatsappNumber: null };

  const fixed = (value: unknown): Handler => {
    if (value === 'network-error' || value === 'never') return () => value;
    return () => json(value);
  };
  const routes: Record<string, Handler> = {
    'GET /api/me': me === 'network-error' || me === 'never' ? fixed(me) : fixed({ user: me }),
    'GET /api/app-config': fixed(appConfig),
    'GET /api/site-info': fixed(siteInfo),
    'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    'POST /api/auth/sign-out': () => json({ success: true }),
    ...options.routes,
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer: Answer = handler
      ? handler(init)
      : json({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' }, 404);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    fetchMock,
    /** Replace or add a route after setup (e.g. /api/me after a sign-in). */
    route(key: string, handler: Handler) {
      routes[key] = handler;
    },
  };
}
