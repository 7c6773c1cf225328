import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  sessionCookie,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { user } from '../db/schema/index.ts';

let app: TestApp;
const listedEmail = uniqueEmail('listado');
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: listedEmail });
});
afterAll(() => app.close());

const me = async (cookie: string) => (await body(await app.request('/api/me', { cookie }))).user;
const idOf = async (email: string) =>
  (await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id as string;

describe('site admin flag', () => {
  it('is false for a regular account, whatever its name or role claims', async () => {
    const { cookie } = await signUp(app, { firstName: 'Admin', role: 'veterinario' });
    expect((await me(cookie)).isAdmin).toBe(false);
  });

  it('is true for an e-mail listed in ADMIN_EMAILS', async () => {
    const { cookie } = await signUp(app, { email: listedEmail });
    expect((await me(cookie)).isAdmin).toBe(true);
  });

  it('is true for a user promoted by a site admin, and only a site admin can promote', async () => {
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email: listedEmail, password: TEST_PASSWORD }),
    });
    const adminCookie = sessionCookie(signIn);
    const target = await signUp(app);
    const other = await signUp(app);
    const targetId = await idOf(target.email);
    const promote = (cookie: string) =>
      app.request('/api/auth/admin/set-role', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ userId: targetId, role: 'admin' }),
      });

    expect((await promote(other.cookie)).status).toBe(403);
    expect((await me(target.cookie)).isAdmin).toBe(false);
    expect((await promote(adminCookie)).status).toBe(200);
    expect((await me(target.cookie)).isAdmin).toBe(true);
  });

  it('changes the password with the current one', async () => {
    const account = await signUp(app);
    const change = await app.request('/api/auth/change-password', {
      method: 'POST',
      cookie: account.cookie,
      body: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'nova-senha-segura-1' }),
    });
    expect(change.status).toBe(200);
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email: account.email, password: 'nova-senha-segura-1' }),
    });
    expect(signIn.status).toBe(200);
  });
});
