import {
  type AnyApiContract,
  apiErrorBodySchema,
  changePasswordContract,
  deleteAccountContract,
  requestPasswordResetContract,
  resetPasswordContract,
  signInContract,
  signOutContract,
  verifyEmailContract,
} from '@vetvoz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  body,
  createTestApp,
  sessionCookie,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  verificationToken,
} from '../../test/test-app.ts';

/**
 * better-auth answers the endpoints the browser calls: what it sends must be what their contracts in
 * packages/domain promise (the web parses the answers with the same schemas), and what a contract does
 * not name never reaches it.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function schemaOf(contract: AnyApiContract, status: number): z.ZodType {
  const content = contract.responses[status]?.content?.['application/json'];
  return content?.schema as z.ZodType;
}

async function expectAnswer(contract: AnyApiContract, response: Response, status = 200): Promise<void> {
  const payload = await body(response);
  expect(response.status, JSON.stringify(payload)).toBe(status);
  const schema = status < 400 ? schemaOf(contract, status) : apiErrorBodySchema;
  expect(schema.safeParse(payload).error).toBeUndefined();
  if (status >= 400) expect(contract.responses[status], `${status} not in the contract`).toBeDefined();
}

const post = (path: string, payload: unknown, cookie?: string) =>
  app.request(path, { method: 'POST', body: JSON.stringify(payload), cookie });

describe('better-auth endpoints against their contracts', () => {
  it('signs in, changes the password and signs out as the contracts say', async () => {
    const account = await signUp(app);
    await expectAnswer(
      signInContract,
      await post('/api/auth/sign-in/email', { email: account.email, password: 'senha-errada-000' }),
      401,
    );
    const signedIn = await post('/api/auth/sign-in/email', { email: account.email, password: TEST_PASSWORD });
    const cookie = sessionCookie(signedIn);
    await expectAnswer(signInContract, signedIn);

    const change = { currentPassword: 'senha-errada-000', newPassword: 'nova-senha-forte-789' };
    await expectAnswer(changePasswordContract, await post('/api/auth/change-password', change, cookie), 400);
    await expectAnswer(
      changePasswordContract,
      await post('/api/auth/change-password', { ...change, currentPassword: TEST_PASSWORD }, cookie),
    );
    await expectAnswer(signOutContract, await post('/api/auth/sign-out', {}, cookie));
  });

  it('confirms an e-mail and resets a password as the contracts say', async () => {
    const account = await signUp(app, { verified: false });
    await expectAnswer(verifyEmailContract, await app.request('/api/auth/verify-email?token=nenhum'), 400);
    const token = encodeURIComponent(verificationToken(app, account.email));
    await expectAnswer(verifyEmailContract, await app.request(`/api/auth/verify-email?token=${token}`));

    await expectAnswer(
      requestPasswordResetContract,
      await post('/api/auth/request-password-reset', { email: account.email }),
    );
    await expectAnswer(
      resetPasswordContract,
      await post('/api/auth/reset-password', { token: 'nenhum', newPassword: 'nova-senha-forte-789' }),
      400,
    );
  });

  it('deletes an account with its password as the contract says', async () => {
    const account = await signUp(app);
    await expectAnswer(deleteAccountContract, await post('/api/auth/delete-user', {}, account.cookie), 400);
    await expectAnswer(
      deleteAccountContract,
      await post('/api/auth/delete-user', { password: TEST_PASSWORD }, account.cookie),
    );
    expect((await body(await app.request('/api/me', { cookie: account.cookie }))).user).toBeNull();
  });

  it('drops what a contract does not name: no callback of the caller’s choosing reaches better-auth', async () => {
    const account = await signUp(app);
    const response = await post('/api/auth/sign-in/email', {
      email: account.email,
      password: TEST_PASSWORD,
      callbackURL: 'https://atacante.exemplo.com/roubo',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(JSON.stringify(await body(response))).not.toContain('atacante');
  });
});
