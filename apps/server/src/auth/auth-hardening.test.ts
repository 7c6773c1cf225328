import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  sessionCookie,
  signUp,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/test-app.ts';
import { AUTH_RATE_LIMITS } from './routes.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const postJson = (path: string, payload: unknown, cookie?: string) =>
  app.request(path, { method: 'POST', body: JSON.stringify(payload), cookie });

const postForm = (path: string, fields: Record<string, string>, cookie?: string) =>
  app.request(path, {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** English words better-auth uses in its messages and pages; none may reach a client. */
const ENGLISH =
  /\b(the|your|you|if|is|not|email|password|invalid|found|error|user|exists|please|failed|expired|check|required|unexpected)\b/i;

async function visibleText(response: Response): Promise<string> {
  const text = await response.clone().text();
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const messages: string[] = [];
    JSON.parse(text || 'null', (key, value) => {
      if ((key === 'message' || key === 'error' || key === 'description') && typeof value === 'string')
        messages.push(value);
      return value;
    });
    return messages.join('\n');
  }
  return text.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<[^>]+>/g, ' ');
}

describe('auth request bodies', () => {
  it('refuses form-encoded bodies on auth routes, in Portuguese', async () => {
    const account = await signUp(app);
    const response = await postForm('/api/auth/sign-in/email', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({
      code: 'VALIDATION',
      message: 'Envie os dados no formato JSON.',
    });
    expect(sessionCookie(response)).toBe('');
  });

  it('cannot pass the per-e-mail sign-in limit by switching to a form body', async () => {
    const account = await signUp(app);
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerEmail.limit; i += 1) {
      await postJson('/api/auth/sign-in/email', { email: account.email, password: 'senha-errada-000' });
    }
    const form = await postForm('/api/auth/sign-in/email', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(form.status).not.toBe(200);
    const reset = await postForm('/api/auth/request-password-reset', { email: account.email });
    expect(reset.status).toBe(400);
  });
});

describe('account deletion', () => {
  it('always asks for the password, even on a fresh session', async () => {
    const account = await signUp(app);
    const without = await postJson('/api/auth/delete-user', {}, account.cookie);
    expect(without.status).toBe(400);
    expect(await body(without)).toEqual({
      code: 'VALIDATION',
      message: 'Informe sua senha para excluir a conta.',
      field: 'password',
    });
    const wrong = await postJson('/api/auth/delete-user', { password: 'senha-errada-000' }, account.cookie);
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).message).toBe('Senha incorreta.');
    expect((await body(await app.request('/api/me', { cookie: account.cookie }))).user).not.toBeNull();

    const right = await postJson('/api/auth/delete-user', { password: TEST_PASSWORD }, account.cookie);
    expect(right.status).toBe(200);
    expect((await body(await app.request('/api/me', { cookie: account.cookie }))).user).toBeNull();
  });
});

describe('password strength', () => {
  it('refuses a weak or common new password at change, with the reason in Portuguese', async () => {
    const account = await signUp(app);
    for (const weak of ['senha123', '12345678', 'password1']) {
      const response = await postJson(
        '/api/auth/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: weak },
        account.cookie,
      );
      expect(response.status).toBe(400);
      const { code, message } = await body(response);
      expect(code).toBe('VALIDATION');
      expect(message).toMatch(/^Senha fraca\./);
    }
    const strong = await postJson(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'cavalo-azul-lampada' },
      account.cookie,
    );
    expect(strong.status).toBe(200);
  });

  it('refuses a weak password at reset', async () => {
    const response = await postJson('/api/auth/reset-password', { token: 'x', newPassword: 'senha123' });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toMatch(/^Senha fraca\./);
  });
});

describe('auth responses', () => {
  it('are never cached, sessions included', async () => {
    const account = await signUp(app);
    const paths = ['/api/auth/get-session', '/api/auth/list-sessions', '/api/auth/ok'];
    for (const path of paths) {
      const response = await app.request(path, { cookie: account.cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const signIn = await postJson('/api/auth/sign-in/email', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const failed = await postJson('/api/auth/sign-in/email', { email: account.email, password: 'x' });
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('never carry English text to the client', async () => {
    const account = await signUp(app);
    const responses: [string, Response][] = [
      ['reset request', await postJson('/api/auth/request-password-reset', { email: account.email })],
      [
        'reset unknown',
        await postJson('/api/auth/request-password-reset', { email: 'ninguem@exemplo.com.br' }),
      ],
      [
        'reset bad token',
        await postJson('/api/auth/reset-password', { token: 'x', newPassword: 'cavalo-azul-lampada' }),
      ],
      ['error page', await app.request('/api/auth/error?error=INVALID_TOKEN')],
      ['error page plain', await app.request('/api/auth/error')],
      ['unknown route', await app.request('/api/auth/nao-existe')],
      ['sign-in wrong', await postJson('/api/auth/sign-in/email', { email: account.email, password: 'x' })],
      ['sign-in no body', await postJson('/api/auth/sign-in/email', {})],
      [
        'change wrong',
        await postJson(
          '/api/auth/change-password',
          { currentPassword: 'x', newPassword: 'cavalo-azul-lampada' },
          account.cookie,
        ),
      ],
      ['verify bad', await app.request('/api/auth/verify-email?token=x')],
      ['verify none', await app.request('/api/auth/verify-email')],
      ['revoke missing', await postJson('/api/auth/revoke-session', {}, account.cookie)],
      ['sign-out', await postJson('/api/auth/sign-out', {}, account.cookie)],
    ];
    for (const [name, response] of responses) {
      expect(response.status, name).toBeLessThan(500);
      const text = await visibleText(response);
      expect(text, name).not.toMatch(ENGLISH);
    }
    const reset = await body(responses[0]?.[1] as Response);
    expect(reset.message).toBe(
      'Se este e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
    );
  });
});
