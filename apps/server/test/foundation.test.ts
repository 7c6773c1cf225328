import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../src/app.ts';
import { auditLog, pageView } from '../src/db/schema/index.ts';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from './test-app.ts';

let app: TestApp;
let adminCookie: string;
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  // The listed e-mail differs in case from the one signed up: the match must ignore case.
  app = await createTestApp({ ADMIN_EMAILS: adminEmail.toUpperCase(), CONTACT_WHATSAPP: '+5511912345678' });
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
});
afterAll(() => app.close());

describe('health', () => {
  it('reports the database reachable', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ status: 'ok', database: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed request id from a proxy', async () => {
    const response = await app.request('/api/health', { headers: { 'x-request-id': 'proxy-abc-12345' } });
    expect(response.headers.get('x-request-id')).toBe('proxy-abc-12345');
  });

  it('sends security headers', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('microphone=(self)');
  });
});

describe('errors', () => {
  it('answers unknown API paths with { code, message } in Portuguese', async () => {
    const response = await app.request('/api/nao-existe');
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });

  it('refuses bodies over the limit', async () => {
    const response = await app.request('/api/app-config', {
      method: 'PUT',
      cookie: adminCookie,
      body: JSON.stringify({ maintenanceMessage: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.status).toBe(413);
    expect((await body(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('translates auth errors to Portuguese', async () => {
    const { email } = await signUp(app);
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'senha-errada-000' }),
    });
    expect(response.status).toBe(401);
    expect(await body(response)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha incorretos.',
    });
  });
});

describe('current user', () => {
  it('is null when signed out', async () => {
    expect(await body(await app.request('/api/me'))).toEqual({ user: null });
  });

  it('flags site admins listed in ADMIN_EMAILS and nobody else', async () => {
    const me = await body(await app.request('/api/me', { cookie: adminCookie }));
    expect(me.user).toMatchObject({ email: adminEmail, isAdmin: true });
    const regular = await signUp(app);
    const other = await body(await app.request('/api/me', { cookie: regular.cookie }));
    expect(other.user).toMatchObject({ email: regular.email, isAdmin: false });
  });
});

describe('app config', () => {
  it('is readable by anyone, with defaults', async () => {
    const response = await app.request('/api/app-config');
    expect(await body(response)).toEqual({ isMaintenanceMode: false, maintenanceMessage: '' });
  });

  it('refuses writes from signed-out users and non-admins', async () => {
    const turnOn = JSON.stringify({ isMaintenanceMode: true });
    const anonymous = await app.request('/api/app-config', { method: 'PUT', body: turnOn });
    expect(anonymous.status).toBe(401);
    const { cookie } = await signUp(app);
    const regular = await app.request('/api/app-config', { method: 'PUT', body: turnOn, cookie });
    expect(regular.status).toBe(403);
    expect(await body(regular)).toEqual({
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para realizar esta ação.',
    });
    expect((await body(await app.request('/api/app-config'))).isMaintenanceMode).toBe(false);
  });

  it('lets a site admin merge-set it, validated', async () => {
    const put = (body: string) =>
      app.request('/api/app-config', { method: 'PUT', cookie: adminCookie, body });
    const on = await put(JSON.stringify({ isMaintenanceMode: true, maintenanceMessage: 'Voltamos às 14h.' }));
    expect(await body(on)).toEqual({ isMaintenanceMode: true, maintenanceMessage: 'Voltamos às 14h.' });
    const merged = await put(JSON.stringify({ isMaintenanceMode: false }));
    expect(await body(merged)).toEqual({ isMaintenanceMode: false, maintenanceMessage: 'Voltamos às 14h.' });
    expect(await body(await app.request('/api/app-config'))).toEqual({
      isMaintenanceMode: false,
      maintenanceMessage: 'Voltamos às 14h.',
    });

    const invalid = await put(JSON.stringify({ isMaintenanceMode: 'sim' }));
    expect(invalid.status).toBe(400);
    expect((await body(invalid)).code).toBe('VALIDATION');
    const notJson = await put('{');
    expect(await body(notJson)).toEqual({
      code: 'VALIDATION',
      message: 'O corpo da requisição deve ser um JSON válido.',
    });
  });

  it('records who changed it in the audit log', async () => {
    const rows = await app.database.db.select().from(auditLog);
    expect(rows.some((row) => row.action === 'app_config.update' && row.actorId)).toBe(true);
  });
});

describe('analytics', () => {
  it('stores a page view without IP or user', async () => {
    const response = await app.request('/api/analytics/pageview', {
      method: 'POST',
      body: JSON.stringify({ path: '/plans' }),
      headers: { 'user-agent': 'teste' },
    });
    expect(response.status).toBe(204);
    const rows = await app.database.db.select().from(pageView);
    const stored = rows.find((row) => row.path === '/plans');
    expect(stored?.visitorHash).toMatch(/^[\w-]{22}$/);
    expect(Object.keys(stored ?? {})).not.toContain('userId');
  });

  it('rejects paths that are not app paths', async () => {
    const response = await app.request('/api/analytics/pageview', {
      method: 'POST',
      body: JSON.stringify({ path: 'https://outro.site/x' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('site info', () => {
  it('exposes the configured contact', async () => {
    expect(await body(await app.request('/api/site-info'))).toEqual({
      contactEmail: 'contato@vetvoz.com.br',
      whatsappNumber: '5511912345678',
    });
  });
});
