import { API_TAGS } from '@vetvoz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_AUTH_PATHS } from '../src/auth/routes.ts';
import { listApiRoutes, routeKey } from './support/route-table.ts';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from './test-app.ts';

/**
 * The OpenAPI document (decision 020): every route the server registers is described, with a
 * Portuguese summary, a tag, its responses (errors as `{ code, message }`) and who may call it.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  'x-access'?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/**
 * Routes that are not endpoints: better-auth's paths we close (404 to everything) and its error page, a
 * page for browsers. The better-auth endpoints the browser calls have contracts and are described one by
 * one; the rest of them sit behind the /api/auth/* wildcard, which the document describes as a group.
 */
const NOT_ENDPOINTS = new Set([...CLOSED_AUTH_PATHS.map((path) => `/api${path}`), '/api/auth/error']);

/**
 * Routes still registered by hand while their modules move to contracts. Each entry must still be missing
 * from the document (checked below), so the list can only shrink.
 */
const NOT_YET_DESCRIBED = new Set<string>([]);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Writes whose handler reads a body, and its media type (a sample: one per kind of body). */
const BODY_ROUTES = new Map([
  ['POST /api/accounts/sign-up', 'application/json'],
  ['POST /api/auth/sign-in/email', 'application/json'],
  ['PATCH /api/profile', 'application/json'],
  ['PUT /api/profile/photo', 'multipart/form-data'],
  ['PUT /api/app-config', 'application/json'],
  ['POST /api/analytics/pageview', 'application/json'],
]);
/** Words an English summary would have and a Portuguese one would not. */
const ENGLISH = /\b(the|get|gets|list|lists|create|creates|update|updates|delete|deletes|returns|user|of)\b/i;

let app: TestApp;
/** The public document and the site admins' one. */
let publicDocument: Document;
let adminDocument: Document;
let vetCookie: string;
/** Both documents as one: every registered route must be in exactly one of them. */
const document = {
  get paths() {
    return { ...publicDocument.paths, ...mergedAdminPaths() };
  },
};

function mergedAdminPaths(): Document['paths'] {
  const merged: Document['paths'] = {};
  for (const [path, item] of Object.entries(adminDocument.paths))
    merged[path] = { ...(publicDocument.paths[path] ?? {}), ...item };
  return merged;
}

beforeAll(async () => {
  const adminEmail = uniqueEmail('admin');
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  publicDocument = (await response.json()) as Document;
  const admin = await signUp(app, { email: adminEmail });
  const adminResponse = await app.request('/api/admin/openapi.json', { cookie: admin.cookie });
  expect(adminResponse.status).toBe(200);
  adminDocument = (await adminResponse.json()) as Document;
  vetCookie = (await signUp(app)).cookie;
});
afterAll(async () => {
  await app?.close();
});

/** The registered routes under /api that the document must describe, as `METHOD /api/path/:param`. */
function describedRoutes(): string[] {
  return listApiRoutes(app.parts.app)
    .filter(({ path }) => path.startsWith('/api/') && !path.endsWith('*') && !NOT_ENDPOINTS.has(path))
    .map(routeKey);
}

/** The document's operations as `METHOD /api/path/:param`. */
function documentedRoutes(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
}

function operations(): Array<[string, Operation]> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map(
      (method) => [`${method.toUpperCase()} ${path}`, item[method] as Operation] as [string, Operation],
    ),
  );
}

describe('GET /api/openapi.json and /api/admin/openapi.json', () => {
  it('are OpenAPI 3.1 documents of the VetVoz API, with the session cookie and the error body', () => {
    for (const document of [publicDocument, adminDocument]) {
      expect(document.openapi).toBe('3.1.0');
      expect(document.info.title).toBe('API do VetVoz');
      expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(document.info.description).toContain('/api/auth/*');
      expect(document.components.securitySchemes?.sessionCookie).toMatchObject({
        type: 'apiKey',
        in: 'cookie',
      });
      expect(document.components.schemas?.Erro).toMatchObject({
        type: 'object',
        properties: { code: { type: 'string', enum: expect.arrayContaining(['VALIDATION', 'NOT_FOUND']) } },
        required: ['code', 'message'],
      });
      expect(document.tags.map((tag) => tag.name)).toEqual(Object.keys(API_TAGS));
    }
  });

  it('keep the site admins’ routes out of the public one, and serve theirs to site admins only', async () => {
    const accessOf = (document: Document) =>
      new Set(
        Object.values(document.paths).flatMap((item) =>
          METHODS.flatMap((method) => (item[method] ? [item[method]?.['x-access']] : [])),
        ),
      );
    expect([...accessOf(publicDocument)].sort()).toEqual(['api-read', 'api-write', 'public', 'session']);
    expect([...accessOf(adminDocument)]).toEqual(['site-admin']);
    expect(Object.keys(publicDocument.paths).filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
    expect(Object.keys(adminDocument.paths)).toContain('/api/admin/users');
    const anonymous = await app.request('/api/admin/openapi.json');
    expect(anonymous.status).toBe(401);
    const vet = await app.request('/api/admin/openapi.json', { cookie: vetCookie });
    expect(vet.status).toBe(403);
    expect((await body(vet)).code).toBe('FORBIDDEN');
  });

  it('describes every route the server registers (better-auth’s wildcard aside)', () => {
    const documented = new Set(documentedRoutes());
    const missing = describedRoutes().filter((key) => !documented.has(key) && !NOT_YET_DESCRIBED.has(key));
    expect(missing).toEqual([]);
  });

  it('keeps the list of routes not yet described honest: each of them is registered and still missing', () => {
    const documented = new Set(documentedRoutes());
    const registered = new Set(describedRoutes());
    expect([...NOT_YET_DESCRIBED].filter((key) => documented.has(key) || !registered.has(key))).toEqual([]);
  });

  it('describes no route the server does not have', () => {
    const registered = new Set(describedRoutes());
    expect(documentedRoutes().filter((key) => !registered.has(key))).toEqual([]);
  });

  it('gives every operation a Portuguese summary, a tag, an id, its access, a success and its errors', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [key, operation] of operations()) {
      const { summary, tags, operationId, security, responses = {} } = operation;
      if (!summary || ENGLISH.test(summary) || !/^[A-ZÀ-Ú]/.test(summary))
        problems.push(`${key}: summary "${summary}"`);
      if (tags?.length !== 1 || !((tags[0] as string) in API_TAGS)) problems.push(`${key}: tags ${tags}`);
      if (!operationId || ids.has(operationId)) problems.push(`${key}: operationId ${operationId}`);
      ids.add(operationId ?? '');
      const access = operation['x-access'];
      const expectedSecurity =
        access === 'public'
          ? []
          : access === 'api-read' || access === 'api-write'
            ? [{ apiKey: [] }]
            : [{ sessionCookie: [] }];
      if (!access || JSON.stringify(security) !== JSON.stringify(expectedSecurity))
        problems.push(`${key}: access ${access}, security ${JSON.stringify(security)}`);
      const statuses = Object.keys(responses);
      if (!statuses.some((status) => /^2\d\d$/.test(status))) problems.push(`${key}: no success response`);
      if (!responses['500']) problems.push(`${key}: no 500 response`);
      if (access !== 'public' && !responses['401']) problems.push(`${key}: no 401 response`);
      if (access === 'site-admin' && !responses['403']) problems.push(`${key}: no 403 response`);
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        const schema = responses[status]?.content?.['application/json']?.schema;
        // The health check's 503 is its own body; every other error is the shared `Erro`.
        if (key === 'GET /api/health' && status === '503') continue;
        if (JSON.stringify(schema) !== JSON.stringify({ $ref: '#/components/schemas/Erro' }))
          problems.push(`${key}: ${status} is not { code, message }`);
      }
      for (const [status, response] of Object.entries(responses))
        if (!response.description || ENGLISH.test(response.description))
          problems.push(`${key}: ${status} description "${response.description}"`);
    }
    expect(problems).toEqual([]);
  });
  it('declares every path parameter, and a body on every write that reads one', () => {
    const problems: string[] = [];
    for (const [key, operation] of operations()) {
      const path = key.split(' ')[1] as string;
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const declared = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
        if (!declared?.required) problems.push(`${key}: path parameter ${name} not declared`);
      }
      const route = key.replace(/\{(\w+)\}/g, ':$1');
      const input = BODY_ROUTES.get(route);
      if (input && !operation.requestBody?.content?.[input]) problems.push(`${key}: no ${input} body`);
    }
    expect(problems).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the API reference page in development, reading the document, with a CSP for its script', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/api/openapi.json');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)' https:\/\/cdn\.jsdelivr\.net/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // Every script of the page carries the nonce of this response's policy, or the browser runs none.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('keeps the strict policy on every other page in development', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers 404 in production, in Portuguese', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://vetvoz.exemplo.com.br',
      // Never used: nothing here sends mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      const response = await production.request('/api/docs', {
        headers: { origin: 'https://vetvoz.exemplo.com.br' },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const json = await production.request('/api/openapi.json', {
        headers: { origin: 'https://vetvoz.exemplo.com.br' },
      });
      expect(json.status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
