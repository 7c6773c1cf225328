import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../../test/support/smtp-catcher.ts';
import { body, createTestApp, registration, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { AUTH_RATE_LIMITS } from './routes.ts';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const post = (path: string, payload: unknown) =>
  app.request(path, { method: 'POST', body: JSON.stringify(payload) });

/** The next reset e-mail the SMTP server receives (sign-up's confirmation e-mails are skipped). */
async function nextResetMail() {
  for (;;) {
    const mail = await smtp.next();
    if (mail.subject === 'Redefinição de senha — VetVoz') return mail;
  }
}

async function resetToken(email: string): Promise<string> {
  expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
  const mail = await nextResetMail();
  const link = mail.text?.match(/http:\/\/localhost:3000\/reset-password\?token=(\S+)/);
  return decodeURIComponent(link?.[1] ?? '');
}

describe('password reset', () => {
  it('e-mails a link to the app, which sets a new password', async () => {
    const account = registration();
    await post('/api/accounts/sign-up', account);

    const requested = await post('/api/auth/request-password-reset', { email: account.email });
    expect(requested.status).toBe(200);
    const mail = await nextResetMail();
    expect(mail.subject).toBe('Redefinição de senha — VetVoz');
    expect(mail.text).toContain('Recebemos um pedido para redefinir a senha');
    const link = mail.text?.match(/http:\/\/localhost:3000\/reset-password\?token=(\S+)/);
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link?.[1] ?? '');

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'nova-senha-456' });
    expect(reset.status).toBe(200);
    const oldPassword = await post('/api/auth/sign-in/email', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await post('/api/auth/sign-in/email', {
      email: account.email,
      password: 'nova-senha-456',
    });
    expect(newPassword.status).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, newPassword: 'outra-senha-789' });
    expect(reused.status).toBe(400);
    expect((await body(reused)).message).toBe('O link expirou ou é inválido. Solicite um novo.');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const known = registration();
    await post('/api/accounts/sign-up', known);
    await smtp.next(); // the confirmation e-mail of the sign-up
    const before = smtp.messages.length;
    const unknown = await post('/api/auth/request-password-reset', { email: 'ninguem@exemplo.com.br' });
    expect(unknown.status).toBe(200);
    const knownResponse = await post('/api/auth/request-password-reset', { email: known.email });
    expect(await body(unknown)).toEqual(await body(knownResponse));
    await nextResetMail();
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('an older reset link stops working once a newer one was used', async () => {
    const account = registration();
    await post('/api/accounts/sign-up', account);
    const older = await resetToken(account.email);
    const newer = await resetToken(account.email);
    expect(older).not.toBe(newer);
    expect(
      (await post('/api/auth/reset-password', { token: newer, newPassword: 'nova-senha-456' })).status,
    ).toBe(200);
    const stale = await post('/api/auth/reset-password', { token: older, newPassword: 'outra-senha-789' });
    expect(stale.status).toBe(400);
    expect((await body(stale)).message).toBe('O link expirou ou é inválido. Solicite um novo.');
    const signIn = await post('/api/auth/sign-in/email', {
      email: account.email,
      password: 'nova-senha-456',
    });
    expect(signIn.status).toBe(200);
  });

  it('limits reset requests per e-mail', async () => {
    const account = registration();
    await post('/api/accounts/sign-up', account);
    for (let i = 0; i < AUTH_RATE_LIMITS.resetPerEmail.limit; i += 1) {
      expect((await post('/api/auth/request-password-reset', { email: account.email })).status).toBe(200);
    }
    const limited = await post('/api/auth/request-password-reset', { email: account.email.toUpperCase() });
    expect(limited.status).toBe(429);
    expect(await body(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
  });

  it('limits sign-in attempts per e-mail', async () => {
    const account = registration();
    await post('/api/accounts/sign-up', account);
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerEmail.limit; i += 1) {
      await post('/api/auth/sign-in/email', { email: account.email, password: 'senha-errada-000' });
    }
    const limited = await post('/api/auth/sign-in/email', { email: account.email, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
  });
});
