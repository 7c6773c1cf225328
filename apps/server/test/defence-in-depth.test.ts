import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLogLine } from '../src/auth/auth.ts';
import { capturedLogger } from './support/captured-log.ts';
import {
  body,
  createTestApp,
  signUp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from './test-app.ts';

/**
 * Defence in depth: what the probe did beside the front door — cross-site JSON writes, session tokens in
 * answers, the health check naming our database, attacker text in error lines.
 */

const captured = capturedLogger();
let app: TestApp;
let vet: { email: string; cookie: string };
beforeAll(async () => {
  app = await createTestApp({}, { log: captured.log });
  vet = await signUp(app);
});
afterAll(() => app.close());

const json = (path: string, payload: unknown, headers: Record<string, string> = {}, cookie = vet.cookie) =>
  app.request(path, { method: 'POST', cookie, headers, body: JSON.stringify(payload) });

describe('cross-site writes', () => {
  it('refuses a JSON write whose Origin is another site, with a pt-BR 403', async () => {
    const response = await json(
      '/api/consultations',
      { patient: { name: 'Thor', species: 'cao' } },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await body(response)).toEqual({
      code: 'FORBIDDEN',
      message: 'Origem da requisição não permitida.',
    });
  });

  it('refuses a browser write marked cross-site even without Origin', async () => {
    const response = await app.request('/api/business-units', {
      method: 'POST',
      cookie: vet.cookie,
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ name: 'Clínica Alheia' }),
    });
    expect(response.status).toBe(403);
  });

  it('takes our own origin, and server-to-server calls without one (Stripe, scripts)', async () => {
    const ours = await json(
      '/api/consultations',
      { patient: { name: 'Thor', species: 'cao' } },
      { origin: TEST_ORIGIN },
    );
    expect(ours.status).toBe(201);
    const noOrigin = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: '', 'content-type': 'application/json' },
      body: JSON.stringify({ email: vet.email, password: TEST_PASSWORD }),
    });
    expect(noOrigin.status).toBe(200);
  });

  it('answers OPTIONS plainly: no CORS grant, so a cross-site preflight fails', async () => {
    const response = await app.request('/api/consultations', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('allow')).toContain('POST');
  });
});

describe('session tokens', () => {
  it('never appear in a JSON answer: sign-in, get-session, list-sessions', async () => {
    const signIn = await json(
      '/api/auth/sign-in/email',
      { email: vet.email, password: TEST_PASSWORD },
      {},
      '',
    );
    expect(signIn.status).toBe(200);
    const cookieToken = decodeURIComponent(
      signIn.headers
        .getSetCookie()
        .join(';')
        .match(/session_token=([^;.]+)/)?.[1] ?? 'none',
    );
    const answers = {
      'sign-in': await signIn.text(),
      'get-session': await (await app.request('/api/auth/get-session', { cookie: vet.cookie })).text(),
      'list-sessions': await (await app.request('/api/auth/list-sessions', { cookie: vet.cookie })).text(),
    };
    for (const [name, text] of Object.entries(answers)) {
      expect(text, name).not.toMatch(/"token"/);
      expect(text, name).not.toContain(cookieToken);
    }
    // What the web reads from them is still there.
    const session = JSON.parse(answers['get-session']);
    expect(session.user.email).toBe(vet.email);
    expect(session.session.expiresAt).toBeTruthy();
    expect(JSON.parse(answers['list-sessions']).length).toBeGreaterThan(0);
  });
});

describe('health and logs', () => {
  it('says only ok or degraded in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://localhost:2525',
      PUBLIC_URL: 'https://vetvoz.example',
    });
    try {
      const response = await production.request('/api/health', { headers: { origin: '' } });
      expect(response.status).toBe(200);
      expect(await body(response)).toEqual({ status: 'ok' });
    } finally {
      await production.close();
    }
    // Development keeps the detail.
    expect(await body(await app.request('/api/health'))).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('writes better-auth client errors at warn, without what the attacker typed', async () => {
    const marker = `https://phish-${Date.now()}.example/x`;
    const email = uniqueEmail('alvo');
    await app.request(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(marker)}`);
    await json('/api/auth/request-password-reset', { email, redirectTo: marker }, {}, '');
    await json('/api/auth/sign-in/social', { provider: 'google', callbackURL: marker }, {}, '');
    await json('/api/auth/change-email', { newEmail: email, callbackURL: marker });
    await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callbackURL: marker }),
    });
    const text = captured.text();
    expect(text).not.toContain(marker);
    expect(text).not.toContain('phish-');
    const authLines = text
      .split('\n')
      .filter((line) => line.includes('"component":"auth"'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(authLines.filter((line) => line.level > 40)).toEqual([]);
  });

  it('reduces better-auth’s own lines: a client’s mistake to warn and its words, our failure stays error', () => {
    expect(authLogLine('error', 'Invalid callbackURL: https://phish.example/x')).toEqual({
      level: 'warn',
      message: 'Invalid callbackURL',
    });
    expect(authLogLine('error', 'Invalid origin: https://phish.example')).toEqual({
      level: 'warn',
      message: 'Invalid origin',
    });
    expect(authLogLine('error', 'Provider not found.').level).toBe('warn');
    expect(authLogLine('error', 'INTERNAL_SERVER_ERROR').level).toBe('error');
  });
});
