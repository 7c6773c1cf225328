import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  confirmEmail,
  createTestApp,
  signUp,
  type TestApp,
  uniqueEmail,
  verificationToken,
} from '../../test/test-app.ts';
import { user } from '../db/schema/index.ts';

let app: TestApp;
const listedEmail = uniqueEmail('dona.do.endereco');
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: listedEmail });
});
afterAll(() => app.close());

const me = async (cookie: string) => (await body(await app.request('/api/me', { cookie }))).user;
const roleOf = async (email: string) =>
  (await app.database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

describe('e-mail verification', () => {
  it('mails a pt-BR link to /verificar-email at sign-up; the link confirms the address', async () => {
    const account = await signUp(app, { verified: false });
    expect((await me(account.cookie)).emailVerified).toBe(false);
    const mail = app.sentMail.findLast((message) => message.to === account.email);
    expect(mail?.subject).toBe('Confirme seu e-mail — VetVoz');
    expect(mail?.text).toContain('Para confirmar seu e-mail');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verificar-email\?token=\S+/);

    const confirmed = await confirmEmail(app, account.email);
    expect(await body(confirmed)).toMatchObject({ status: true });
    expect((await me(account.cookie)).emailVerified).toBe(true);
  });

  it('answers a broken or expired link in Portuguese', async () => {
    const broken = await app.request('/api/auth/verify-email?token=abc.def.ghi');
    expect(broken.status).toBe(400);
    expect(await body(broken)).toEqual({
      code: 'INVALID_VERIFICATION_LINK',
      message: 'O link de confirmação é inválido. Peça um novo e-mail de confirmação.',
    });
  });

  it('resends the confirmation to a signed-in unverified user, a few times an hour', async () => {
    const account = await signUp(app, { verified: false });
    const before = app.sentMail.length;
    const resend = () =>
      app.request('/api/accounts/verification-email', { method: 'POST', cookie: account.cookie });
    const first = await resend();
    expect(first.status).toBe(200);
    expect((await body(first)).message).toBe('Enviamos um novo e-mail de confirmação.');
    expect(app.sentMail.length).toBe(before + 1);
    expect(verificationToken(app, account.email)).toBeTruthy();
    await resend();
    await resend();
    const limited = await resend();
    expect(limited.status).toBe(429);

    expect((await app.request('/api/accounts/verification-email', { method: 'POST' })).status).toBe(401);
    const verified = await signUp(app);
    const again = await app.request('/api/accounts/verification-email', {
      method: 'POST',
      cookie: verified.cookie,
    });
    expect(again.status).toBe(400);
    expect((await body(again)).message).toBe('Seu e-mail já está confirmado.');
  });

  it("closes better-auth's own resend endpoint, which would mail any unverified address", async () => {
    const response = await app.request('/api/auth/send-verification-email', {
      method: 'POST',
      body: JSON.stringify({ email: listedEmail }),
    });
    expect(response.status).toBe(404);
  });
});

describe('site admin by ADMIN_EMAILS', () => {
  it('only after the listed address is verified', async () => {
    const account = await signUp(app, { email: listedEmail, verified: false });
    expect((await me(account.cookie)).isAdmin).toBe(false);
    expect(await roleOf(listedEmail)).toBe('user');
    const list = await app.request('/api/auth/admin/list-users', { cookie: account.cookie });
    expect(list.status).toBe(403);
    const config = await app.request('/api/app-config', {
      method: 'PUT',
      cookie: account.cookie,
      body: JSON.stringify({ isMaintenanceMode: false }),
    });
    expect(config.status).toBe(403);

    await confirmEmail(app, listedEmail);
    expect((await me(account.cookie)).isAdmin).toBe(true);
    expect(await roleOf(listedEmail)).toBe('admin');
    expect((await app.request('/api/auth/admin/list-users', { cookie: account.cookie })).status).toBe(200);
  });

  it('a promoted role counts only with a verified e-mail', async () => {
    const account = await signUp(app, { verified: false });
    await app.database.db.update(user).set({ role: 'admin' }).where(eq(user.email, account.email));
    expect((await me(account.cookie)).isAdmin).toBe(false);
    expect((await app.request('/api/auth/admin/list-users', { cookie: account.cookie })).status).toBe(403);
  });
});
